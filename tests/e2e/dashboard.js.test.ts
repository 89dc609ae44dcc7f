/** The operator dashboard passes axe and logs no errors, at desktop width and on a phone. */
import { collectProblems, desktop, expect, gotoReady, mobile, operatorCredentials, seriousViolations, test } from "./fixtures";

test.use({ httpCredentials: operatorCredentials });

test("no serious axe violations and no console errors", async ({ page }) => {
  const problems = await collectProblems(page);
  for (const viewport of [desktop, mobile]) {
    await page.setViewportSize(viewport);
    await gotoReady(page, "/dashboard");
    await expect(page.getByRole("button", { name: "Replay now" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
  expect(problems).toEqual([]);
});
