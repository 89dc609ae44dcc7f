/**
 * With JavaScript the white-label form checks its fields before anything is sent, sends a valid
 * enquiry once, and moves the focus to the thanks; the page passes axe in each state and logs no
 * errors.
 */
import { collectProblems, desktop, expect, gotoReady, seriousViolations, test } from "./fixtures";

test.use({ viewport: desktop });

test("checked before sending, sent once, thanks focused; accessible throughout", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
  const problems = await collectProblems(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/white-label"))
      posts.push(new URL(request.url()).pathname);
  });
  await gotoReady(page, "/white-label");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page.locator(".field__error:not(:empty)")).toHaveText(["Please enter your email address"]);
  await page.getByLabel("Work email", { exact: true }).fill("grace@coaching.example");
  await page.getByLabel("First name", { exact: true }).fill("Grace");
  await page.getByLabel("Last name", { exact: true }).fill("Hopper");
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page.locator(".field__error:not(:empty)")).toHaveText(["Please enter your company name (at least 2 characters)"]);
  expect(posts).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel("Company name", { exact: true }).fill("Hopper Career Coaching");
  await page.getByLabel("Company size", { exact: true }).selectOption({ label: "51-200 employees" });
  await page.getByRole("button", { name: "Request a quote" }).click();
  await expect(page.getByRole("status")).toContainText("Thank you, Grace!");
  await expect(page.getByRole("status")).toBeFocused();
  expect(posts).toEqual(["/white-label.data"]);
  // The lead is reported with its value (spec section 9).
  await expect
    .poll(() =>
      page.evaluate(() => (window.__analyticsQueue ?? []).filter(({ name }) => name === "white-label-lead").map(({ props }) => props)),
    )
    .toEqual([{ value: 500, currency: "USD" }]);
  expect(await seriousViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
