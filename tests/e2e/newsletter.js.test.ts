/**
 * With JavaScript the newsletter form checks its fields before anything is sent, and a valid
 * sign-up goes through the subscriber API, as the popup's does: the page stays, only the form turns
 * into the request to confirm, and a sign-up the server cannot take waits in the browser. The link
 * in the e-mail then confirms it and leaves this browser the proof the subscriber API asks for.
 */
import { randomUUID } from "node:crypto";
import { resources } from "~/locales/resources.server";
import {
  collectProblems,
  confirmNewsletter,
  desktop,
  expect,
  googleHits,
  gotoReady,
  isSameDocument,
  markDocument,
  newsletterLink,
  plausibleEvents,
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

test.describe("the link in the confirmation e-mail, opened by a visitor who allows analytics", () => {
  test.use({ extraHTTPHeaders: { "CF-IPCountry": "DE" } });

  test("is gone from the address before any script runs: no page view or hit carries its token", async ({
    page,
    browser,
    baseURL,
    thirdParty,
  }) => {
    test.setTimeout(test.info().timeout + 60_000);
    const address = `token.${Date.now().toString(36)}@example.com`;
    const origin = new URL(baseURL!).origin;
    const signup = await page.request.post("/api/newsletter/signup", { data: { email: address }, headers: { Origin: origin } });
    expect(signup.status()).toBe(200);
    const link = await newsletterLink(browser, baseURL, address);
    const token = new URL(link, origin).searchParams.get("token")!;

    // Where each document stood when its first script ran, and every request the page made.
    await page.addInitScript(() => sessionStorage.setItem(`first-href-${sessionStorage.length}`, location.href));
    const requests: string[] = [];
    page.on("request", (request) => requests.push(`${request.url()} ${request.headers().referer ?? ""}`));
    const marker = randomUUID();
    await gotoReady(page, `${link}&visit=${marker}`);
    const t = resources.en.newsletter.confirm;
    await page.getByRole("button", { name: "Accept all" }).click();
    await page.getByRole("button", { name: t.button }).click();
    await expect(page.getByRole("heading", { level: 1, name: t.confirmedHeading })).toBeVisible();

    await expect.poll(async () => (await plausibleEvents(marker)).map(({ name }) => name)).toContain("pageview");
    await expect.poll(() => googleHits(thirdParty).filter(([, hit]) => hit.get("dl")?.includes(marker)).length).toBeGreaterThan(0);
    const firstHrefs = await page.evaluate(() =>
      Object.keys(sessionStorage)
        .filter((key) => key.startsWith("first-href-"))
        .map((key) => sessionStorage.getItem(key)),
    );
    expect((await plausibleEvents(marker)).filter((event) => JSON.stringify(event).includes(token))).toEqual([]);
    expect(googleHits(thirdParty).filter(([, hit]) => hit.toString().includes(token))).toEqual([]);
    expect(thirdParty.urls.filter((url) => url.includes(token))).toEqual([]);
    expect(page.url()).toBe(`${origin}/newsletter/confirm?visit=${marker}`);
    expect(firstHrefs.length).toBeGreaterThan(0);
    expect(firstHrefs.filter((href) => href?.includes(token))).toEqual([]);
    // Only the link itself carried it: the redirect that answered it and everything after did not.
    expect(requests.filter((request) => request.includes(token))).toEqual([`${origin}${link}&visit=${marker} `]);
  });
});
