/**
 * With JavaScript the newsletter form checks its fields before anything is sent, and a valid
 * sign-up goes through the subscriber API, as the popup's does: the page stays, only the form turns
 * into the request to confirm, and a sign-up the server cannot take waits in the browser. The link
 * in the e-mail then confirms it and leaves this browser the proof the subscriber API asks for.
 */
import {
  collectProblems,
  confirmNewsletter,
  desktop,
  expect,
  gotoReady,
  isSameDocument,
  markDocument,
  seriousViolations,
  test,
} from "./fixtures";

test.use({ viewport: desktop });

test("invalid input is caught in the browser; a valid sign-up keeps the page; the link confirms it", async ({ page, browser, baseURL }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.1.${Math.floor(Math.random() * 250) + 1}` });
  const problems = await collectProblems(page);
  const posts: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (request.method() === "POST" && (pathname.startsWith("/newsletter") || pathname.startsWith("/api/newsletter"))) posts.push(pathname);
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
  await expect(page.getByRole("status")).toContainText(
    `Thanks, Ada! We have sent a link to ${address}. Follow it to confirm your subscription.`,
  );
  await expect(page.getByRole("status")).toBeFocused();
  expect(posts).toEqual(["/api/newsletter/signup"]);
  expect(await isSameDocument(page)).toBe(true);
  // Nothing proves the address is this visitor's until its owner confirms.
  expect(await page.evaluate(() => localStorage.getItem("newsletter_tokens"))).toBeNull();

  await confirmNewsletter(page, browser, baseURL, address);
  await expect
    .poll(() => page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem("newsletter_tokens") ?? "{}") as object)))
    .toEqual([address]);
  expect(problems).toEqual([]);
});

test("with the network down, the sign-up waits in the browser and goes out once it is back", async ({ page, browser, baseURL }) => {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.2.${Math.floor(Math.random() * 250) + 1}` });
  await gotoReady(page, "/newsletter");
  await page.route("**/api/newsletter/signup", (route) => route.abort("internetdisconnected"));
  const address = `offline.${Date.now().toString(36)}@example.com`;
  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
  await page.getByLabel("Email address", { exact: true }).fill(address);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toContainText(
    `Thanks, Ada! We have sent a link to ${address}. Follow it to confirm your subscription.`,
  );
  const queued = await page.evaluate(
    () => JSON.parse(localStorage.getItem("email_subscribers") ?? "[]") as Array<{ email: string; source: string }>,
  );
  expect(queued).toEqual([expect.objectContaining({ email: address, source: "newsletter-page" })]);

  await page.unroute("**/api/newsletter/signup");
  const sent = page.waitForResponse((response) => response.url().endsWith("/api/newsletter/signup") && response.status() === 200);
  await gotoReady(page, "/about");
  await sent;
  await expect.poll(() => page.evaluate(() => localStorage.getItem("email_subscribers"))).toBe("[]");
  await confirmNewsletter(page, browser, baseURL, address);
});
