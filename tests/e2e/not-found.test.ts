/** Unknown paths: the Page Not Found screen, in the path's language, with a working way home. */
import { expect, test } from "./fixtures";

const cases = [
  {
    path: "/this-page-does-not-exist",
    title: "Page Not Found | Resoume",
    heading: "Page Not Found",
    link: "Back to the home page",
    home: "/",
    homeHeading: "Studio-quality headshots, straight from your selfies",
    lang: "en",
  },
  {
    path: "/es/unknown",
    title: "Página no encontrada | Resoume",
    heading: "Página no encontrada",
    link: "Volver al inicio",
    home: "/es",
    homeHeading: "Fotos de estudio, directamente desde tus selfies",
    lang: "es",
  },
] as const;

for (const { path, title, heading, link, home, homeHeading, lang } of cases) {
  test(`${path} shows Page Not Found with a link home`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page).toHaveTitle(title);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    // The site's chrome is still there to find one's way.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();

    await page.getByRole("main").getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(home);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(homeHeading);
  });
}

test("an unknown blog language is not found either", async ({ page }) => {
  const response = await page.goto("/blog/fr/some-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
});
