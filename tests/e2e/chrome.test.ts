/** The sticky mobile buy button and the reduced chrome of the ad landing pages. */
import type { Page } from "@playwright/test";
import { banner, desktop, expect, gotoReady, mobile, test } from "./fixtures";

const stickyBuy = (page: Page, name = "Get your headshots from $19") =>
  page.getByRole("link", { name, exact: true }).and(page.locator(":not(header *):not(main *):not(footer *)"));

const pagesWithButton = [
  { path: "/", name: "Get your headshots from $19" },
  { path: "/examples", name: "Get your headshots from $19" },
  { path: "/blog", name: "Get your headshots from $19" },
  { path: "/es/about", name: "Tus fotos profesionales desde 19 US$" },
] as const;

test.describe("at 375 px", () => {
  test.use({ viewport: mobile });

  for (const { path, name } of pagesWithButton) {
    test(`the sticky buy button shows on ${path} and leads to pricing`, async ({ page }) => {
      await gotoReady(page, path);
      const button = stickyBuy(page, name);
      await expect(button).toBeVisible();
      await expect(button).toBeInViewport();
      // It stays in view while the page scrolls.
      await page.mouse.wheel(0, 600);
      await expect(button).toBeInViewport();
      await button.click();
      await expect(page).toHaveURL(path.startsWith("/es") ? "/es/pricing" : "/pricing");
    });
  }

  const landings = [
    "/ad-landing",
    "/ad-landing/direct-response",
    "/ad-landing/emotional-story",
    "/ad-landing?variant=direct-response",
    "/es/ad-landing",
  ];
  for (const path of landings) {
    test(`${path} shows only the logo link and the banner line`, async ({ page }) => {
      await gotoReady(page, path);
      const spanish = path.startsWith("/es");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(banner(page).getByText(spanish ? "Creado y alojado en Alemania" : "Created and hosted in Germany")).toBeVisible();
      const logo = banner(page).getByRole("link", { name: spanish ? "Resoume – inicio" : "Resoume – home" });
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute("href", spanish ? "/es" : "/");
      // Nothing else of the site's chrome: no navigation, menu, language switcher, footer or buy button.
      await expect(banner(page).getByRole("link")).toHaveCount(1);
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await expect(page.locator("summary")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      // Outside the header and the page itself only the skip link remains.
      await expect(page.getByRole("link").and(page.locator(":not(header *):not(main *)"))).toHaveText([
        spanish ? "Saltar al contenido principal" : "Skip to main content",
      ]);
    });
  }
});

test.describe("at desktop width", () => {
  test.use({ viewport: desktop });

  test("the sticky buy button is hidden", async ({ page }) => {
    await gotoReady(page, "/examples");
    const button = page
      .getByRole("link", { name: "Get your headshots from $19", exact: true, includeHidden: true })
      .and(page.locator(":not(header *):not(main *):not(footer *)"));
    await expect(button).toHaveCount(1);
    await expect(button).toBeHidden();
  });

  const variants = [
    {
      path: "/ad-landing",
      heading: "Professional headshots without a photo studio",
      cta: "Get my headshots",
      pricing: "/pricing",
      nav: "Main",
    },
    {
      path: "/ad-landing/direct-response",
      heading: "Studio headshots today. Pay once. No risk.",
      cta: "Get my headshots",
      pricing: "/pricing",
      nav: "Main",
    },
    {
      path: "/ad-landing/emotional-story",
      heading: "Walk into your next interview proud of your photo",
      cta: "Get my headshots",
      pricing: "/pricing",
      nav: "Main",
    },
    {
      path: "/es/ad-landing/direct-response",
      heading: "Fotos de estudio hoy. Un solo pago. Sin riesgo.",
      cta: "Quiero mis fotos",
      pricing: "/es/pricing",
      nav: "Principal",
    },
  ] as const;
  for (const { path, heading, cta, pricing, nav } of variants) {
    test(`${path} keeps its calls to action but not the site navigation`, async ({ page }) => {
      await gotoReady(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("navigation")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      // The only links on the page lead to the packs: one under the opening, one at the end.
      const links = page.getByRole("main").getByRole("link");
      await expect(links).toHaveCount(2);
      await expect(page.getByRole("main").getByRole("link", { name: cta })).toHaveCount(2);
      await links.last().click();
      await expect(page).toHaveURL(pricing);
      // The pricing page has the whole site around it again.
      await expect(page.getByRole("navigation", { name: nav })).toBeVisible();
    });
  }
});
