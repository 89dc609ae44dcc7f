/**
 * The chrome's links (app/features/chrome/chrome-link.tsx) with JavaScript: a plain click goes to
 * the page in the router, as Remix's links do, and any other click is the browser's.
 */
import type { Page } from "@playwright/test";
import { banner, desktop, expect, gotoReady, isSameDocument, markDocument, mobile, test } from "./fixtures";

const footer = (page: Page) => page.getByRole("contentinfo");
const heading = (page: Page) => page.getByRole("heading", { level: 1 });

test.describe("on a desktop", () => {
  test.use({ viewport: desktop });

  test("the header's, the footer's and the logo's links open their pages without loading a new document", async ({ page }) => {
    await gotoReady(page, "/about");
    await markDocument(page);

    await banner(page).getByRole("navigation").first().getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(banner(page).getByRole("link", { name: "Pricing", exact: true }).first()).toHaveAttribute("aria-current", "page");

    await footer(page).getByRole("link", { name: "Terms of service" }).click();
    await expect(page).toHaveURL("/terms-of-service");
    await expect(heading(page)).toHaveText("Terms of service");

    await banner(page).getByRole("link", { name: "Resoume – home" }).click();
    await expect(page).toHaveURL("/");
    expect(await isSameDocument(page), "every click stayed in this document").toBe(true);
  });

  test("a click with Control opens the page in a new tab and leaves this one where it is", async ({ page, context }) => {
    await gotoReady(page, "/about");
    const opened = context.waitForEvent("page");
    await footer(page)
      .getByRole("link", { name: "Terms of service" })
      .click({ modifiers: ["Control"] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/terms-of-service$/);
    await expect(page).toHaveURL("/about");
    await tab.close();
  });

  test("a link to the page it is on adds no step to the history: Back leads to the page before", async ({ page }) => {
    await gotoReady(page, "/about");
    await banner(page).getByRole("navigation").first().getByRole("link", { name: "Pricing", exact: true }).click();
    await expect(page).toHaveURL("/pricing");
    // The router gives each history entry it writes a key of its own: once the key has changed, the
    // second click's navigation is done.
    const entry = await page.evaluate(() => (history.state as { key?: string } | null)?.key);
    await footer(page).getByRole("link", { name: "Pricing" }).click();
    await expect.poll(() => page.evaluate(() => (history.state as { key?: string } | null)?.key)).not.toBe(entry);
    await page.goBack();
    await expect(page).toHaveURL("/about");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: mobile });

  test("the buy button that follows the page opens pricing without loading a new document", async ({ page }) => {
    await gotoReady(page, "/about");
    await markDocument(page);
    await page.locator(".sticky-buy").click();
    await expect(page).toHaveURL("/pricing");
    expect(await isSameDocument(page)).toBe(true);
  });
});
