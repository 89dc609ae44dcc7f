/**
 * Toasts (spec sections 3, 4 and 9), shown the way any part of the site shows them: with the
 * `show-toast` document event. The clock is controlled, so durations are exact.
 */
import type { Page } from "@playwright/test";
import type { ToastOptions } from "~/features/engagement/toast";
import { desktop, expect, gotoOnStoppedClock, test } from "./fixtures";

test.use({ viewport: desktop });

async function open(page: Page) {
  await page.clock.install({ time: new Date("2026-06-01T08:00:00Z") });
  await gotoOnStoppedClock(page, "/about", new Date("2026-06-01T08:00:01Z").getTime());
}

const show = (page: Page, options: ToastOptions) =>
  page.evaluate((detail) => document.dispatchEvent(new CustomEvent("show-toast", { detail })), options);

const toast = (page: Page, message: string) => page.locator(".toaster").getByText(message, { exact: true });

test("a toast shows bottom right in the live region and leaves after 3 s", async ({ page }) => {
  await open(page);
  await expect(page.locator(".toaster")).toHaveAttribute("aria-live", "polite");
  await show(page, { message: "Saved" });
  await expect(toast(page, "Saved")).toBeVisible();
  await expect(page.locator(".toaster__group--bottom-right")).toContainText("Saved");
  const box = (await page.locator(".toaster__group--bottom-right .toast").boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(desktop.width - 40);
  expect(box.y + box.height).toBeGreaterThan(desktop.height - 40);

  await page.clock.runFor(2_999);
  await expect(toast(page, "Saved")).toBeVisible();
  await page.clock.runFor(1);
  // Leaving: 150 ms of animation, then gone.
  await expect(page.locator(".toast--leaving")).toHaveCount(1);
  await page.clock.runFor(150);
  await expect(toast(page, "Saved")).toHaveCount(0);
});

test("six positions", async ({ page }) => {
  await open(page);
  const positions = ["top-right", "top", "top-left", "bottom-right", "bottom", "bottom-left"] as const;
  for (const position of positions) await show(page, { message: `At ${position}`, position, duration: 0 });
  for (const position of positions) {
    await expect(page.locator(`.toaster__group--${position}`)).toHaveText(`At ${position}×`);
  }
  const at = async (position: string) => (await page.locator(`.toaster__group--${position}`).boundingBox())!;
  expect((await at("top-left")).x).toBeLessThan(40);
  expect((await at("top")).y).toBeLessThan(40);
  const centre = await at("bottom");
  expect(Math.abs(centre.x + centre.width / 2 - desktop.width / 2)).toBeLessThan(2);
});

test("a queued toast waits until the others have left", async ({ page }) => {
  await open(page);
  await show(page, { message: "First" });
  await show(page, { message: "Second", queue: true });
  await expect(toast(page, "First")).toBeVisible();
  await expect(toast(page, "Second")).toHaveCount(0);
  await page.clock.runFor(3_150);
  await expect(toast(page, "First")).toHaveCount(0);
  // Re-checked every 250 ms.
  await page.clock.runFor(250);
  await expect(toast(page, "Second")).toBeVisible();
});

test("hovering pauses the clock; leaving resumes it with the time that was left", async ({ page }) => {
  await open(page);
  await show(page, { message: "Hover me" });
  // Its 3 s count from the moment it shows.
  await expect(toast(page, "Hover me")).toBeVisible();
  await page.clock.runFor(2_000);
  await toast(page, "Hover me").hover();
  await page.clock.runFor(10_000);
  await expect(toast(page, "Hover me")).toBeVisible();
  await page.mouse.move(5, 5);
  await page.clock.runFor(999);
  await expect(toast(page, "Hover me")).toBeVisible();
  await page.clock.runFor(1 + 150);
  await expect(toast(page, "Hover me")).toHaveCount(0);
});

test("a click dismisses a dismissible toast, not another one", async ({ page }) => {
  await open(page);
  await show(page, { message: "Click me", duration: 0 });
  await show(page, { message: "Stay", duration: 0, dismissible: false, position: "top" });
  await toast(page, "Click me").click();
  await page.clock.runFor(150);
  await expect(toast(page, "Click me")).toHaveCount(0);
  await toast(page, "Stay").click();
  await page.clock.runFor(1_000);
  await expect(toast(page, "Stay")).toBeVisible();
  // The × button is the keyboard's way.
  await show(page, { message: "Keyboard", duration: 0 });
  await page.locator(".toast", { hasText: "Keyboard" }).getByRole("button", { name: "Dismiss" }).press("Enter");
  await page.clock.runFor(150);
  await expect(toast(page, "Keyboard")).toHaveCount(0);
});

test("the clear-all event dismisses every toast, queued ones too", async ({ page }) => {
  await open(page);
  await show(page, { message: "One", duration: 0 });
  await show(page, { message: "Two", duration: 0, position: "top-left" });
  await show(page, { message: "Three", queue: true });
  await page.evaluate(() => document.dispatchEvent(new Event("clear-toasts")));
  await page.clock.runFor(150);
  await expect(page.locator(".toast")).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(page.locator(".toast")).toHaveCount(0);
});

test("an error is announced at once", async ({ page }) => {
  await open(page);
  await show(page, { message: "Upload failed", type: "error" });
  await expect(page.getByRole("alert").filter({ hasText: "Upload failed" })).toBeVisible();
});
