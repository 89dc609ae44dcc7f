/**
 * The public headshot page says the same day in every time zone: the server writes it, so the
 * browser hydrates the text it received instead of its own (which made React throw away the page).
 */
import { collectProblems, ensureGalleryItem, expect, gotoReady, hydrated, test } from "./fixtures";

// Made early on November 29 (UTC, and in Germany), still the 28th in New York; and late on the 28th,
// already the 29th in Tokyo.
const items = [
  { id: "e2e-made-early", createdAt: "2026-11-29T02:30:00.000Z", day: "November 29, 2026" },
  { id: "e2e-made-late", createdAt: "2026-11-28T20:00:00.000Z", day: "November 28, 2026" },
];

test.beforeAll(async ({ baseURL }) => {
  for (const item of items) await ensureGalleryItem(baseURL, item);
});

for (const timezoneId of ["America/New_York", "Asia/Tokyo"]) {
  test.describe(`a visitor in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test("sees the day each headshot was made, and the page hydrates without an error", async ({ page }) => {
      const problems = await collectProblems(page);
      for (const { id, day } of items) {
        await gotoReady(page, `/gallery/${id}`);
        await hydrated(page);
        await expect(page.locator("time")).toHaveText(day);
      }
      // What React reports of a hydration that failed: the tags' requests that the next page load
      // cut short are no error of this page.
      expect(problems.filter((problem) => problem.kind !== "requestfailed")).toEqual([]);
    });
  });
}
