import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import deForms from "~/locales/de/forms";
import deNewsletter from "~/locales/de/newsletter";
import enConfirmEmail from "~/locales/en/confirm-email";
import enForms from "~/locales/en/forms";
import enNewsletter from "~/locales/en/newsletter";
import esForms from "~/locales/es/forms";
import esNewsletter from "~/locales/es/newsletter";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { startFakeResend, type FakeResend } from "../fakes/resend";
import { getPage } from "../setup/html";
import { capture, messagesOf, pageSays, postForm, postJson } from "../setup/forms";
import {
  confirmationLink,
  confirmationMail,
  confirmByMail,
  openConfirmation,
  pressConfirm,
  signupCookie,
  welcomeForm,
  withCookies,
} from "../setup/newsletter";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * Double opt-in (docs/decisions/030): a sign-up from a form or the subscriber API reaches nobody
 * but the address's owner, as an e-mail with a signed link and nothing a visitor typed; only
 * following it sends the sign-up on to the list, sends the welcome offer, and gives the browser the
 * proof the subscriber API asks for.
 */

// On a list with double opt-in, as German law expects for marketing e-mail; e-mail goes out through Resend.
let eo: FakeEmailOctopus;
let resend: FakeResend;
let worker: TestWorker;
const secret = "test-newsletter-token-secret-0123456789";

beforeAll(async () => {
  eo = await startFakeEmailOctopus({ doubleOptIn: true });
  resend = await startFakeResend();
  worker = await startWorker({ vars: { ...eo.vars, ...resend.vars, UPSTREAM_TIMEOUT_MS: "500" } });
});

afterAll(async () => {
  await worker?.dispose();
  await eo?.close();
  await resend?.close();
});

beforeEach(() => eo.misbehaveAlways(null));

const evil = "Verify at evil.example";
const requestsAbout = (email: string) =>
  eo.requests.filter((request) => JSON.stringify(request.body ?? "").includes(email) || request.path.endsWith(md5(email))).length;

async function mails(email: string) {
  const { results } = await (
    await worker.db()
  )
    .prepare("SELECT kind, subject, text_body, html_body FROM email_outbox WHERE to_addresses = ?")
    .bind(email)
    .all<{ kind: string; subject: string; text_body: string; html_body: string | null }>();
  return results;
}

/** A confirmation token made with the site's own secret, for a purpose and expiry of the test's choosing. */
const signed = (message: string) => createHmac("sha256", secret).update(message).digest("base64url");

describe("a stranger signs someone else's address up", () => {
  test("through the popup's API with a name of their choosing: the list, the proof and the welcome e-mail stay out of reach", async () => {
    const victim = "victim.api@example.com";
    const answer = await postJson(worker, "/api/newsletter/signup", {
      email: victim,
      firstName: evil,
      source: "exit-intent",
      discountCode: "WELCOME20",
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ success: true });

    expect(requestsAbout(victim)).toBe(0);
    const [mail, ...others] = await (async () => (await confirmationMail(worker, victim), mails(victim)))();
    expect(others).toEqual([]);
    expect(mail!.kind).toBe("newsletter-confirmation");
    expect(mail!.subject).toBe(enConfirmEmail.subject);
    expect(mail!.text_body).not.toContain("evil");
    expect(mail!.html_body).not.toContain("evil");

    // The proof the API asked for used to come with any sign-up; none does now.
    const check = await postJson(worker, "/api/newsletter/check-subscription", {
      email: victim,
      token: signed(`newsletter-signup|${victim}`),
    });
    expect(check.json).toEqual({ isSubscribed: false });
    const tags = await postJson(worker, "/api/newsletter/add-tags", {
      email: victim,
      token: signed(`newsletter-signup|${victim}`),
      tags: ["b2b"],
    });
    expect(tags.status).toBe(403);
  });

  test("through the form, for an address already on the list: its name is not overwritten and nothing is sent to EmailOctopus", async () => {
    const owner = "owner.form@example.com";
    await fetch(`${eo.url}/lists/${eo.listId}/contacts`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${eo.apiKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ email_address: owner, fields: { FirstName: "Ada", LastName: "Lovelace" }, status: "subscribed" }),
    });
    const before = structuredClone(eo.contacts.get(md5(owner)));
    const requests = requestsAbout(owner);

    const page = await postForm(worker, "/newsletter", { form: "capture", firstName: evil, lastName: "Mallory", email: owner });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, "We have sent a link to owner.form@example.com")).toBe(true);
    await confirmationMail(worker, owner);
    expect(eo.contacts.get(md5(owner))).toEqual(before);
    expect(requestsAbout(owner)).toBe(requests);
  });

  test.each([
    ["en", "/newsletter", {}, enForms],
    ["de", "/newsletter", { Cookie: "preferred-language=de" }, deForms],
    ["es", "/es/newsletter", {}, esForms],
  ] as const)(
    "in %s: three confirmation e-mails an hour at most, and a sign-up beyond them is refused, translated, with nothing kept",
    async (language, path, headers, forms) => {
      const victim = `victim.flood.${language}@example.com`;
      const waiting = async () => (await (await worker.kv()).list({ prefix: "unconfirmed:" })).keys.length;
      for (let time = 0; time < 3; time += 1) {
        expect((await postForm(worker, path, capture(victim), { headers })).status).toBe(200);
      }
      await expect.poll(async () => (await mails(victim)).length).toBe(3);
      const kept = await waiting();

      const refused = await postForm(worker, path, capture(victim), { headers });
      expect(refused.status).toBe(429);
      expect(messagesOf(refused.html)).toEqual([forms.errors.confirmationsSent]);
      expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3_500);
      expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(3_600);
      expect(signupCookie(refused)).toBe("");
      const api = await postJson(worker, "/api/newsletter/signup", { email: victim });
      expect(api.status).toBe(429);
      expect(api.json).toEqual({ error: enForms.errors.confirmationsSent });
      expect(await mails(victim)).toHaveLength(3);
      expect(await waiting()).toBe(kept);
    },
  );
});

describe("a stranger signs the address up first, its owner within the hour after", () => {
  const hostile = "Ann - your account is locked, call +1 555 0100 or see evil.example";
  const strangersWords = /locked|555 0100|evil\.example|Mallory/;
  const inbox = (email: string) => resend.sent.filter((mail) => mail.to.includes(email));

  /** The stranger's sign-up and then the owner's, each from a browser of its own; the owner's browser's cookie. */
  async function bothSignUp(owner: string) {
    const stranger = await postForm(worker, "/newsletter?offer=welcome", {
      ...welcomeForm(owner),
      firstName: hostile,
      lastName: "Mallory",
    });
    expect(stranger.status).toBe(200);
    await expect.poll(() => inbox(owner).length).toBe(1);
    const strangersLink = await confirmationLink(worker, owner);
    const own = await postForm(worker, "/newsletter?offer=welcome", welcomeForm(owner));
    expect(own.status).toBe(200);
    // The owner gets an e-mail of their own, with a link of its own.
    await expect.poll(() => inbox(owner).length).toBe(2);
    const ownLink = await confirmationLink(worker, owner);
    expect(ownLink).not.toBe(strangersLink);
    for (const mail of inbox(owner)) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(strangersWords);
    return { strangersLink, ownLink, ownBrowser: signupCookie(own) };
  }

  test("the owner follows the stranger's link in the browser they signed up in: their own name goes to the list and greets them", async () => {
    const owner = "owner.first@example.com";
    const { strangersLink, ownBrowser } = await bothSignUp(owner);
    const confirmed = await pressConfirm(worker, strangersLink, { headers: { Cookie: ownBrowser } });
    expect(pageSays(confirmed.html, enNewsletter.confirm.confirmedHeading)).toBe(true);
    expect(eo.contacts.get(md5(owner))?.fields).toEqual({ FirstName: "Ada", LastName: "Lovelace" });

    await expect.poll(() => inbox(owner).length).toBe(3);
    const welcome = inbox(owner)[2]!;
    expect(welcome.text!.startsWith("Hello Ada,")).toBe(true);
    expect(welcome.text).toContain("WELCOME20");
    expect(JSON.stringify(inbox(owner))).not.toMatch(strangersWords);
    // Both sign-ups of the address now keep only the address, as the privacy policy says.
    const kv = await worker.kv();
    const { keys } = await kv.list({ prefix: "unconfirmed:" });
    const entries = (await Promise.all(keys.map(({ name }) => kv.get(name)))).filter((entry) => entry?.includes(owner));
    expect(entries).toHaveLength(2);
    for (const entry of entries)
      expect(JSON.parse(entry!)).toEqual({ email: owner, confirmedAt: expect.any(String), language: "en", expires: expect.any(Number) });
  });

  test.each(["the stranger's link", "their own link"] as const)(
    "the owner follows %s in another browser: nothing anyone typed reaches the list or the welcome e-mail",
    async (which) => {
      const owner = `owner.elsewhere.${which.includes("stranger") ? "stranger" : "own"}@example.com`;
      const { strangersLink, ownLink } = await bothSignUp(owner);
      const confirmed = await pressConfirm(worker, which === "the stranger's link" ? strangersLink : ownLink);
      expect(pageSays(confirmed.html, enNewsletter.confirm.confirmedHeading)).toBe(true);
      const contact = eo.contacts.get(md5(owner));
      expect(contact?.status).toBe("subscribed");
      expect(contact?.fields).toEqual({});

      await expect.poll(() => inbox(owner).length).toBe(3);
      expect(inbox(owner)[2]!.text!.startsWith("Hello,")).toBe(true);
      expect(JSON.stringify(inbox(owner))).not.toMatch(strangersWords);
      expect(JSON.stringify(eo.requests)).not.toMatch(strangersWords);
    },
  );

  test("a browser's cookie naming a sign-up of another address brings none of its text", async () => {
    const owner = "owner.cookie@example.com";
    const other = await postForm(worker, "/newsletter", {
      form: "capture",
      firstName: hostile,
      lastName: "Mallory",
      email: "mallory@example.com",
    });
    await postForm(worker, "/newsletter", capture(owner));
    await pressConfirm(worker, await confirmationLink(worker, owner), { headers: { Cookie: signupCookie(other) } });
    expect(eo.contacts.get(md5(owner))?.fields).toEqual({});
  });
});

describe("the link in the e-mail", () => {
  test.each([
    ["en", "/newsletter", {}, enNewsletter],
    ["de", "/newsletter", { Cookie: "preferred-language=de" }, deNewsletter],
    ["es", "/es/newsletter", {}, esNewsletter],
  ] as const)(
    "in %s: opening it moves its token out of the address and only asks; the button puts the confirmed contact on the list",
    async (language, path, headers, strings) => {
      const email = `confirm.${language}@example.com`;
      const signup = await postForm(worker, path, { form: "capture", firstName: "Ada", lastName: "Lovelace", email }, { headers });
      const browser = withCookies(headers, signupCookie(signup));
      const link = await confirmationLink(worker, email);
      const plain = language === "es" ? "/es/newsletter/confirm" : "/newsletter/confirm";
      expect(link.startsWith(`${plain}?token=`)).toBe(true);
      const token = new URL(link, "http://localhost").searchParams.get("token")!;

      // The link's answer is a redirect, with no page and so no script, that leaves the token in an HttpOnly cookie.
      const followed = await getPage(worker, link, { headers: browser });
      expect(followed.status).toBe(302);
      expect(followed.headers.get("Location")).toBe(plain);
      expect(followed.headers.get("Cache-Control")).toBe("no-store");
      expect(followed.html).not.toContain("<script");
      const cookie = followed.headers.getSetCookie().find((line) => line.startsWith("newsletter_confirm="));
      expect(cookie).toContain(encodeURIComponent(token));
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);

      const { path: shown, headers: withToken } = await openConfirmation(worker, link, { headers: browser });
      const opened = await getPage(worker, shown, { headers: withToken });
      expect(opened.status).toBe(200);
      expect(pageSays(opened.html, strings.confirm.heading)).toBe(true);
      expect(pageSays(opened.html, strings.confirm.button)).toBe(true);
      expect(opened.html).not.toContain(token);
      // A mail scanner that opens the link confirms nothing.
      expect(eo.contacts.get(md5(email))).toBeUndefined();
      // The plain address without the cookie is not the owner's page: it is never kept for others.
      expect(pageSays((await getPage(worker, shown, { headers })).html, strings.confirm.invalidHeading)).toBe(true);

      const confirmed = await pressConfirm(worker, link, { headers: browser });
      expect(confirmed.status).toBe(200);
      expect(pageSays(confirmed.html, strings.confirm.confirmed.replace("{{email}}", email))).toBe(true);
      expect(confirmed.html).not.toContain(token);
      const contact = eo.contacts.get(md5(email));
      // Subscribed, not pending: the list's own double opt-in does not ask a second time.
      expect(contact?.status).toBe("subscribed");
      expect(contact?.fields).toEqual({ FirstName: "Ada", LastName: "Lovelace" });
      expect(contact?.tags).toEqual(["newsletter-page"]);
    },
  );

  test("the confirmation hands the browser the proof: the subscriber API then answers for that address", async () => {
    const email = "proof@example.com";
    await postJson(worker, "/api/newsletter/signup", { email, source: "exit-intent" });
    const page = await confirmByMail(worker, email);
    // The proof travels with the page's data, for the page's script to keep in local storage.
    const token = signed(`newsletter-confirmed|${email}`);
    expect(page.html).toContain(token);
    expect((await postJson(worker, "/api/newsletter/check-subscription", { email, token })).json).toEqual({ isSubscribed: true });
    expect((await postJson(worker, "/api/newsletter/add-tags", { email, token, tags: ["claimed-discount"] })).status).toBe(200);
    expect(eo.contacts.get(md5(email))?.tags).toContain("claimed-discount");
  });

  test("the welcome offer's e-mail waits for the confirmation, then greets its owner once", async () => {
    const email = "welcome.confirmed@example.com";
    const page = await postForm(worker, "/newsletter?offer=welcome", welcomeForm(email));
    // The code is shown on the page at once.
    expect(pageSays(page.html, "WELCOME20")).toBe(true);
    await confirmationMail(worker, email);
    expect((await mails(email)).map((mail) => mail.kind)).toEqual(["newsletter-confirmation"]);

    const link = await confirmationLink(worker, email);
    const browser = { headers: { Cookie: signupCookie(page) } };
    const confirmed = await pressConfirm(worker, link, browser);
    expect(pageSays(confirmed.html, enNewsletter.confirm.welcome)).toBe(true);
    // A second press, or the link followed again, says the same and sends nothing more.
    const again = await pressConfirm(worker, link, browser);
    expect(pageSays(again.html, enNewsletter.confirm.confirmedHeading)).toBe(true);
    await expect.poll(async () => (await mails(email)).filter((mail) => mail.kind === "welcome-discount").length).toBe(1);
    const welcome = (await mails(email)).find((mail) => mail.kind === "welcome-discount")!;
    expect(welcome.text_body).toContain("WELCOME20");
    expect(welcome.text_body.startsWith("Hello Ada,")).toBe(true);
  });

  test("with EmailOctopus down the confirmed sign-up waits in KV and reaches the list, subscribed, with the replay", async () => {
    const email = "confirm.waiting@example.com";
    const signup = await postJson(worker, "/api/newsletter/signup", { email, firstName: "Grace" });
    eo.misbehaveAlways(emailOctopusFailures.serverError);
    const page = await confirmByMail(worker, email, { headers: { Cookie: signupCookie(signup) } });
    eo.misbehaveAlways(null);
    expect(pageSays(page.html, enNewsletter.confirm.confirmedHeading)).toBe(true);
    expect(await (await worker.kv()).get(`signup:${email}`)).not.toBeNull();
    expect(eo.contacts.get(md5(email))).toBeUndefined();

    await worker.cron(new Date(Date.now() + 10 * 60_000));
    expect(eo.contacts.get(md5(email))).toMatchObject({ status: "subscribed", fields: { FirstName: "Grace" } });
    expect(await (await worker.kv()).get(`signup:${email}`)).toBeNull();
  });

  describe("a link that is not the site's, whatever it carries: the same page, and nothing changes", () => {
    const id = "7c1d9f0e-2b4a-4c8e-9f3d-5a6b7c8d9e0f";
    const future = Math.floor(Date.now() / 1000) + 3_600;
    const past = Math.floor(Date.now() / 1000) - 60;
    test.each([
      ["no token", ""],
      ["a made-up signature", `${id}.${future}.${"A".repeat(43)}`],
      ["an expired link, signed", `${id}.${past}.${signed(`newsletter-confirm|${id}|${past}`)}`],
      ["a signature made for another purpose", `${id}.${future}.${signed(`newsletter-confirmed|${id}|${future}`)}`],
      ["a valid signature for an id nobody signed up with", `${id}.${future}.${signed(`newsletter-confirm|${id}|${future}`)}`],
    ])("%s", async (_, token) => {
      const link = `/newsletter/confirm?token=${encodeURIComponent(token)}`;
      const upserts = eo.upserts().length;
      const pressed = await pressConfirm(worker, link);
      expect(pressed.status).toBe(400);
      expect(pageSays(pressed.html, enNewsletter.confirm.invalidHeading)).toBe(true);
      expect(eo.upserts().length).toBe(upserts);
    });

    test("opened in a browser that holds a working link's token: that token is forgotten, and nothing is confirmed", async () => {
      const email = "second.link@example.com";
      await postJson(worker, "/api/newsletter/signup", { email });
      const good = await openConfirmation(worker, await confirmationLink(worker, email));
      const bad = await getPage(worker, `/newsletter/confirm?token=${id}.${future}.${"A".repeat(43)}`, { headers: good.headers });
      expect(bad.status).toBe(302);
      const set = bad.headers.getSetCookie().filter((line) => line.startsWith("newsletter_confirm="));
      expect(set).toEqual([expect.stringMatching(/^newsletter_confirm=; Path=\/; Max-Age=0;/)]);
      expect(eo.contacts.get(md5(email))).toBeUndefined();
    });

    test("an altered expiry breaks the signature", async () => {
      const email = "altered@example.com";
      await postJson(worker, "/api/newsletter/signup", { email });
      const link = await confirmationLink(worker, email);
      const token = new URL(link, "http://localhost").searchParams.get("token")!;
      const [linkId, expires, signature] = token.split(".");
      const altered = `/newsletter/confirm?token=${linkId}.${Number(expires) + 86_400 * 365}.${signature}`;
      const { path, headers } = await openConfirmation(worker, altered);
      expect(pageSays((await getPage(worker, path, { headers })).html, enNewsletter.confirm.invalidHeading)).toBe(true);
      expect((await pressConfirm(worker, altered)).status).toBe(400);
      expect(eo.contacts.get(md5(email))).toBeUndefined();
    });
  });
});
