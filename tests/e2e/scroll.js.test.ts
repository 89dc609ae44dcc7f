/** Scroll position: a new page starts at the top, going back restores where the visitor was. */
import type { Page } from "@playwright/test";
import { desktop, expect, gotoReady, isSameDocument, markDocument, mobile, test } from "./fixtures";

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollRoom = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

for (const viewport of [mobile, desktop]) {
  test(`following a footer link opens the new page at the top; back restores the position (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, "/pricing");
    await markDocument(page);
    expect(await scrollRoom(page), "/pricing is taller than the window").toBeGreaterThan(100);

    const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Terms of service" });
    await footerLink.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 5_000);
    await expect.poll(() => scrollY(page)).toBe(await scrollRoom(page));
    const before = await scrollY(page);
    expect(before).toBeGreaterThan(100);

    await footerLink.click();
    await expect(page).toHaveURL("/terms-of-service");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of service");
    expect(await isSameDocument(page), "the footer link navigates client-side").toBe(true);
    // The new page could be scrolled as far, yet it starts at the top.
    expect(await scrollRoom(page)).toBeGreaterThan(100);
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

    await page.goBack();
    await expect(page).toHaveURL("/pricing");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Simple, one-time pricing");
    await expect.poll(() => scrollY(page)).toBe(before);

    // Forward again: the terms page is restored at the top, where it was left.
    await page.goForward();
    await expect(page).toHaveURL("/terms-of-service");
    await expect.poll(() => scrollY(page)).toBe(0);
  });
}
