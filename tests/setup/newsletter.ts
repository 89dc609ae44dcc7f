import { createHmac } from "node:crypto";
import { expect } from "vitest";
import { getPage, type Page } from "./html";
import { postForm, postJson, type PostOptions } from "./forms";
import { testNewsletterSecret, type TestWorker } from "./worker";

/** What the owner of an address does with a newsletter sign-up: opens the e-mail, follows the link, presses the button. */

/** The newest confirmation e-mail to `email`, once it has been written. */
export async function confirmationMail(worker: TestWorker, email: string) {
  const read = async () =>
    (await worker.db())
      .prepare(
        "SELECT subject, text_body, html_body, status FROM email_outbox WHERE kind = 'newsletter-confirmation' AND to_addresses = ? ORDER BY created_at DESC LIMIT 1",
      )
      .bind(email)
      .first<{ subject: string; text_body: string; html_body: string; status: string }>();
  await expect.poll(read, { timeout: 5_000 }).not.toBeNull();
  return (await read())!;
}

/** The confirmation link in an e-mail's text, as a path on the site (with its query). */
function linkIn(text: string): string {
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(text)?.[0];
  expect(link, text).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** The link in the newest confirmation e-mail to `email`, as a path on the site (with its query). */
export async function confirmationLink(worker: TestWorker, email: string): Promise<string> {
  return linkIn((await confirmationMail(worker, email)).text_body);
}

/**
 * The link in the newest confirmation e-mail to each of `emails`, once all of them have been written,
 * read in one statement. For a crowd: each read through Miniflare's proxy makes five synchronous
 * calls to workerd (`bind` and `first` each looked up and then called, and `prepare`), through which
 * the test's thread stands still in `Atomics.wait`, and a read's answer is taken only once the thread
 * is free again. A hundred reads at once held it for 2.5 to 4.6 s (load 18 to 27 on two cores), and
 * none of them finished before all had been sent: past the 5 s a poll may take once the confirmations
 * ran beside them. One statement takes 0.05 s.
 */
export async function confirmationLinks(worker: TestWorker, emails: readonly string[]): Promise<Map<string, string>> {
  const read = async () =>
    (
      await (
        await worker.db()
      )
        .prepare(
          "SELECT to_addresses, text_body FROM email_outbox WHERE kind = 'newsletter-confirmation' AND to_addresses IN (SELECT value FROM json_each(?)) ORDER BY created_at",
        )
        .bind(JSON.stringify(emails))
        .all<{ to_addresses: string; text_body: string }>()
    ).results;
  await expect
    .poll(async () => new Set((await read()).map((mail) => mail.to_addresses)).size, { timeout: 5_000 })
    .toBe(new Set(emails).size);
  // Oldest first, so that a newer e-mail to the same address takes its place.
  return new Map((await read()).map((mail) => [mail.to_addresses, linkIn(mail.text_body)]));
}

/** The `name=value` of cookie `name` that a response sets, or "" when it sets none of that name. */
export function cookieSet(headers: Headers, name: string): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith(`${name}=`));
  return cookie ? cookie.slice(0, cookie.indexOf(";")) : "";
}

/** The cookie by which the browser that sent a sign-up is known as its author, from the sign-up's answer. */
export const signupCookie = (answer: { headers: Headers }) => cookieSet(answer.headers, "newsletter_signup");

/** `headers` with a Cookie header that carries `cookies` (empty ones left out) along with those `headers` had. */
export const withCookies = (headers: Record<string, string> = {}, ...cookies: string[]) => {
  const all = [headers.Cookie ?? "", ...cookies].filter(Boolean).join("; ");
  return all ? { ...headers, Cookie: all } : headers;
};

/**
 * Opens a confirmation link as a browser does: the link's answer moves its token into a cookie and
 * leads to the page's plain address. Returns that address, and the headers (the browser's own, with
 * the token's cookie) with which the browser asks for it.
 */
export async function openConfirmation(worker: TestWorker, link: string, options: PostOptions = {}) {
  const opened = await getPage(worker, link, { headers: options.headers });
  expect(opened.status).toBe(302);
  const location = opened.headers.get("Location")!;
  expect(location).not.toContain("token");
  return { path: location, headers: withCookies(options.headers, cookieSet(opened.headers, "newsletter_confirm")) };
}

/** Follows a confirmation link and presses the button on the page it opens: the sign-up goes on to the list. */
export async function pressConfirm(worker: TestWorker, link: string, options: PostOptions = {}): Promise<Page> {
  const { path, headers } = await openConfirmation(worker, link, options);
  return postForm(worker, path, {}, { ...options, headers });
}

/**
 * Follows the link in the newest confirmation e-mail to `email` and confirms, as its owner would;
 * in the browser that sent the sign-up when `options` carries its {@link signupCookie}.
 */
export async function confirmByMail(worker: TestWorker, email: string, options: PostOptions = {}): Promise<Page> {
  return confirmThrough(worker, await confirmationLink(worker, email), options);
}

/** Follows a confirmation link from its e-mail, looks at the page it opens, and confirms there. */
export async function confirmThrough(worker: TestWorker, link: string, options: PostOptions = {}): Promise<Page> {
  const { path, headers } = await openConfirmation(worker, link, options);
  expect((await getPage(worker, path, { headers })).status).toBe(200);
  return postForm(worker, path, {}, { ...options, headers });
}

/** The proof of a confirmed address, as the site signs it. */
export const proofFor = (email: string) =>
  createHmac("sha256", testNewsletterSecret).update(`newsletter-confirmed|${email.trim().toLowerCase()}`).digest("base64url");

/**
 * Signs `email` up through the subscriber API, confirms it by mail in the same browser, and returns the proof the
 * confirmation page handed the browser.
 */
export async function signUpAndConfirm(worker: TestWorker, email: string, payload: Record<string, unknown> = {}): Promise<string> {
  const answer = await postJson(worker, "/api/newsletter/signup", { email, ...payload });
  expect(answer.status).toBe(200);
  const page = await confirmByMail(worker, email.trim().toLowerCase(), { headers: { Cookie: signupCookie(answer) } });
  expect(page.status).toBe(200);
  const proof = proofFor(email);
  expect(page.html).toContain(proof);
  return proof;
}

/** The welcome offer's sign-up form as the popup's last step sends it. */
export const welcomeForm = (email: string) => ({
  form: "capture",
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  source: "welcome-flow",
  discountCode: "WELCOME20",
});
