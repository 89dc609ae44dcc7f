/**
 * What a visitor does before the page's code has arrived survives its arrival: a menu or language
 * switcher opened in the server's HTML stays open, and the footer's year is the server's, whatever
 * the browser's clock says.
 */
import type { Page } from "@playwright/test";
import { banner, collectProblems, desktop, expect, languageToggle, menuToggle, mobile, test } from "./fixtures";

/** Opens `path` with the page's scripts held back until the returned function lets them through. */
async function openWithoutScripts(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // Scripts only: the stylesheets must arrive, or the page would not render at all.
  await page.route(
    (url) => url.pathname.startsWith("/build/") && url.pathname.endsWith(".js"),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  await page.goto(path, { waitUntil: "commit" });
  return async () => {
    release();
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector("header") ?? {}).some((key) => key.startsWith("__reactProps"))), {
        message: "the page hydrated",
        timeout: 15_000,
      })
      .toBe(true);
  };
}

test.describe("on a phone", () => {
  test.use({ viewport: mobile });

  test("the mobile menu opened before the code arrived stays open, and says so", async ({ page }) => {
    const problems = await collectProblems(page);
    const hydrate = await openWithoutScripts(page, "/pricing");
    await menuToggle(page).click();
    const privacy = banner(page).getByRole("link", { name: "Privacy policy", exact: true });
    await expect(privacy).toBeVisible();

    await hydrate();
    await expect(privacy).toBeVisible();
    await expect(menuToggle(page)).toHaveText("Close menu");
    // And it still works: Escape closes it.
    await page.keyboard.press("Escape");
    await expect(privacy).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: desktop });

  test("the language switcher opened before the code arrived stays open", async ({ page }) => {
    const hydrate = await openWithoutScripts(page, "/about");
    await languageToggle(page).click();
    const german = banner(page).getByRole("button", { name: "Deutsch" });
    await expect(german).toBeVisible();
    await hydrate();
    await expect(german).toBeVisible();
  });

  test("the footer's year is the server's, even when the browser's clock is in another year", async ({ page }) => {
    const problems = await collectProblems(page);
    await page.clock.install({ time: new Date("2031-12-31T23:59:50Z") });
    const hydrate = await openWithoutScripts(page, "/");
    await hydrate();
    const year = new Date().getUTCFullYear();
    await expect(page.getByRole("contentinfo")).toContainText(`© ${year}`);
    await expect(page.getByRole("contentinfo")).not.toContainText("2031");
    expect(problems).toEqual([]);
  });
});
