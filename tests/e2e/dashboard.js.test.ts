/**
 * The operator dashboard shows e-mails as they were sent. Its axe checks and console errors, at
 * desktop width and on a phone, are pages.js.test.ts's, as for every page.
 */
import { collectProblems, expect, gotoReady, operatorCredentials, test } from "./fixtures";

test.use({ httpCredentials: operatorCredentials });

test("an HTML e-mail looks as its recipient saw it: its styles apply, nothing is blocked", async ({ page }) => {
  const address = `framed-${Date.now()}@example.com`;
  const signUp = await page.request.post("/newsletter", {
    // A client of its own: sign-ups are rate-limited per client, and the suite's other sign-ups share the default one.
    headers: { "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": `198.18.3.${Math.floor(Math.random() * 250) + 1}` },
    form: { form: "capture", firstName: "Ada", lastName: "Byron", email: address },
    maxRedirects: 0,
  });
  expect(signUp.status()).toBeLessThan(400);
  await gotoReady(page, "/dashboard");
  const view = await page.getByRole("row").filter({ hasText: address }).getByRole("link").getAttribute("href");
  // The dashboard's own page views are sent first: leaving while they are under way aborts them,
  // which is not the e-mail's doing.
  await page.waitForLoadState("networkidle");
  const problems = await collectProblems(page);
  await gotoReady(page, view!);
  const message = page.frameLocator("iframe.dashboard__email");
  const button = message.getByRole("link", { name: "Confirm my subscription" });
  await expect(button).toBeVisible();
  // The confirmation button's own inline style: blue, padded, rounded.
  await expect(button).toHaveCSS("background-color", "rgb(29, 78, 216)");
  await expect(button).toHaveCSS("padding", "12px 20px");
  expect(problems).toEqual([]);
  // Its links open in a tab of their own, outside the frame's sandbox: there the link's token leaves the address.
  const [opened] = await Promise.all([page.waitForEvent("popup"), button.click()]);
  await expect(opened).toHaveURL(/\/newsletter\/confirm$/);
  await expect(opened.getByRole("button", { name: "Confirm my subscription" })).toBeVisible();
});
