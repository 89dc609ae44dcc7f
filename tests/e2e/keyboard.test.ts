/** Keyboard: the first Tab reaches the skip link, which moves focus to the main content. */
import { desktop, expect, gotoReady, mobile, preferLanguage, test } from "./fixtures";

const cases = [
  { path: "/pricing", viewport: desktop, label: "Skip to main content" },
  { path: "/es/about", viewport: desktop, label: "Saltar al contenido principal" },
  { path: "/blog", viewport: mobile, label: "Skip to main content" },
  { path: "/ad-landing", viewport: mobile, label: "Skip to main content" },
] as const;

for (const { path, viewport, label } of cases) {
  test(`the first Tab on ${path} (${viewport.width} px) focuses the skip link, which moves focus to main`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, path);
    const skip = page.getByRole("link", { name: label });
    // Off screen until it is needed.
    await expect(skip).not.toBeInViewport();

    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(skip).not.toBeInViewport();
    // The next Tab continues after the skip target, not back at the top of the header.
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toHaveCount(1);
    await expect(page.getByRole("banner").locator(":focus")).toHaveCount(0);
    await expect(skip).not.toBeFocused();
  });
}

test("the skip link is translated on a German page", async ({ page, context, baseURL }) => {
  await preferLanguage(context, baseURL, "de");
  await gotoReady(page, "/");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Zum Inhalt springen" })).toBeFocused();
});
