/**
 * With JavaScript the newsletter form checks its fields before anything is sent, and a valid
 * sign-up goes through a fetcher: the page stays, and only the form turns into the confirmation.
 */
import { collectProblems, desktop, expect, gotoReady, isSameDocument, markDocument, seriousViolations, test } from "./fixtures";

test.use({ viewport: desktop });

test("invalid input is caught in the browser; a valid sign-up keeps the page", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.1.${Math.floor(Math.random() * 250) + 1}` });
  const problems = await collectProblems(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/newsletter")) posts.push(new URL(request.url()).pathname);
  });
  await gotoReady(page, "/newsletter");
  await markDocument(page);

  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.locator(".field__error:not(:empty)")).toHaveText(["Please enter your last name (at least 2 characters)"]);
  expect(posts).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // Typing fixes the message as it goes.
  await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
  await expect(page.locator(".field__error:not(:empty)")).toHaveText(["Please enter your email address"]);

  const address = `ada.${Date.now().toString(36)}@example.com`;
  await page.getByLabel("Email address", { exact: true }).fill(address);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toContainText(`Thanks, Ada! Look out for our next issue at ${address}.`);
  await expect(page.getByRole("status")).toBeFocused();
  expect(posts).toEqual(["/newsletter.data"]);
  expect(await isSameDocument(page)).toBe(true);
  expect(problems).toEqual([]);
});
