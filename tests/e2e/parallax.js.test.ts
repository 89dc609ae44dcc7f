/**
 * The home page's decorative parallax: each layer moves by 0.05 × the scroll offset × its speed
 * (the three images 10, -12 and -6, the backdrop -2), nothing on the page shifts, and for a visitor
 * who asks for reduced motion nothing moves at all.
 */
import type { Page } from "@playwright/test";
import { desktop, expect, gotoReady, layoutShift, test } from "./fixtures";

test.use({ viewport: desktop });

// In the page's order: the backdrop, then the three images.
const speeds = [-2, 10, -12, -6];
// Whole pixels; `|| 0` turns -0 into 0, which the equality checks tell apart.
const whole = (value: number) => Math.round(value) || 0;
const expected = (scrollY: number) => speeds.map((speed) => whole(0.05 * scrollY * speed));

const layers = (page: Page) => page.locator(".parallax > *");

/** Each layer's vertical offset in whole pixels, read from its computed transform. */
const offsets = async (page: Page) =>
  (
    await layers(page).evaluateAll((elements) => elements.map((element) => new DOMMatrixReadOnly(getComputedStyle(element).transform).m42))
  ).map(whole);

async function scrollTo(page: Page, y: number): Promise<number> {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  // Two frames: the scroll event's, and the one the parallax draws in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => window.scrollY);
}

async function gotoHydrated(page: Page) {
  await gotoReady(page, "/");
  await expect(layers(page)).toHaveCount(speeds.length);
}

test("the layers move with the scroll at their own speeds, without shifting the page", async ({ page }) => {
  await gotoHydrated(page);
  expect(await offsets(page)).toEqual(expected(0));

  for (const target of [200, 500]) {
    const y = await scrollTo(page, target);
    expect(y).toBe(target);
    await expect.poll(() => offsets(page)).toEqual(expected(y));
  }
  // The hero's text and buttons keep their place in the page.
  expect(await layoutShift(page)).toBe(0);

  await scrollTo(page, 0);
  await expect.poll(() => offsets(page)).toEqual(expected(0));
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("nothing moves while the visitor scrolls, until they allow motion again", async ({ page }) => {
    await gotoHydrated(page);
    const y = await scrollTo(page, 500);
    expect(y).toBe(500);
    await page.waitForTimeout(300);
    expect(await offsets(page)).toEqual([0, 0, 0, 0]);

    // The same page follows a change of the setting, so the stillness above was the parallax's doing.
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await expect.poll(() => offsets(page)).toEqual(expected(y));
  });
});
