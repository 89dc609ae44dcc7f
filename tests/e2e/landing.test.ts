/**
 * The search landing pages as a visitor meets them, with JavaScript on and off: the promise, the
 * facts that settle it, how it works, and the call to action that leads to the packs.
 */
import { desktop, expect, gotoReady, mobile, test } from "./fixtures";

const pages = [
  {
    path: "/cv-photo",
    heading: "The CV photo employers in German-speaking countries expect",
    highlight: "From $19, paid once",
    step: "Pick your styles. Corporate is the safe choice for a classic German CV.",
    cta: "See packs and prices",
    pricing: "/pricing",
  },
  {
    path: "/resume",
    heading: "Photos for your résumé and everywhere your application goes",
    highlight: "Money back within 30 days",
    step: "Pick the styles that suit the jobs you are applying for.",
    cta: "Choose your pack",
    pricing: "/pricing",
  },
  {
    path: "/es/resume-headshot",
    heading: "Tu retrato para el currículum, sin pasar por el estudio",
    highlight: "Hasta 120 fotos por pack",
    step: "Abre el correo, descarga tus fotos y pon tu favorita en el currículum.",
    cta: "Consigue tu retrato",
    pricing: "/es/pricing",
  },
] as const;

for (const viewport of [mobile, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, heading, highlight, step, cta, pricing } of pages) {
      test(`${path}: the promise, the facts, the steps, and the call to action to the packs`, async ({ page }) => {
        await gotoReady(page, path);
        const main = page.getByRole("main");
        await expect(main.getByRole("heading", { level: 1 })).toHaveText(heading);
        await expect(main.getByText(highlight, { exact: true })).toBeVisible();
        const opening = main.getByRole("link", { name: cta }).first();
        await expect(opening).toBeInViewport();

        await expect(main.getByRole("listitem").filter({ hasText: step })).toBeVisible();
        // After reading to the end, the same call to action is there again.
        const closing = main.getByRole("link", { name: cta }).last();
        await closing.scrollIntoViewIfNeeded();
        await expect(closing).toBeInViewport();
        await closing.click();
        await expect(page).toHaveURL(pricing);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      });
    }
  });
}
