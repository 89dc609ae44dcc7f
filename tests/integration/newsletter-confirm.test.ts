import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import deNewsletter from "~/locales/de/newsletter";
import enConfirmEmail from "~/locales/en/confirm-email";
import enNewsletter from "~/locales/en/newsletter";
import esNewsletter from "~/locales/es/newsletter";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { getPage } from "../setup/html";
import { pageSays, postForm, postJson } from "../setup/forms";
import { confirmationLink, confirmationMail, confirmByMail, pressConfirm, welcomeForm } from "../setup/newsletter";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * Double opt-in (docs/decisions/030): a sign-up from a form or the subscriber API reaches nobody
 * but the address's owner, as an e-mail with a signed link and nothing a visitor typed; only
 * following it sends the sign-up on to the list, sends the welcome offer, and gives the browser the
 * proof the subscriber API asks for.
 */

// On a list with double opt-in, as German law expects for marketing e-mail.
let eo: FakeEmailOctopus;
let worker: TestWorker;
const secret = "test-newsletter-token-secret-0123456789";

beforeAll(async () => {
  eo = await startFakeEmailOctopus({ doubleOptIn: true });
  worker = await startWorker({ vars: { ...eo.vars, UPSTREAM_TIMEOUT_MS: "500" } });
});

afterAll(async () => {
  await worker?.dispose();
  await eo?.close();
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

  test("a second sign-up within the hour sends no second e-mail: an inbox cannot be flooded", async () => {
    const victim = "victim.flood@example.com";
    for (let time = 0; time < 5; time += 1) await postJson(worker, "/api/newsletter/signup", { email: victim });
    await confirmationMail(worker, victim);
    expect(await mails(victim)).toHaveLength(1);
  });
});

describe("the link in the e-mail", () => {
  test.each([
    ["en", "/newsletter", {}, enNewsletter],
    ["de", "/newsletter", { Cookie: "preferred-language=de" }, deNewsletter],
    ["es", "/es/newsletter", {}, esNewsletter],
  ] as const)(
    "in %s: opening it only asks; the button puts the confirmed contact on the list",
    async (language, path, headers, strings) => {
      const email = `confirm.${language}@example.com`;
      await postForm(worker, path, { form: "capture", firstName: "Ada", lastName: "Lovelace", email }, { headers });
      const link = await confirmationLink(worker, email);
      expect(link.startsWith(language === "es" ? "/es/newsletter/confirm?token=" : "/newsletter/confirm?token=")).toBe(true);

      const opened = await getPage(worker, link, { headers });
      expect(opened.status).toBe(200);
      expect(pageSays(opened.html, strings.confirm.heading)).toBe(true);
      expect(pageSays(opened.html, strings.confirm.button)).toBe(true);
      // A mail scanner that opens the link confirms nothing.
      expect(eo.contacts.get(md5(email))).toBeUndefined();

      const confirmed = await pressConfirm(worker, link, { headers });
      expect(confirmed.status).toBe(200);
      expect(pageSays(confirmed.html, strings.confirm.confirmed.replace("{{email}}", email))).toBe(true);
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
    const confirmed = await pressConfirm(worker, link);
    expect(pageSays(confirmed.html, enNewsletter.confirm.welcome)).toBe(true);
    await pressConfirm(worker, link);
    await expect.poll(async () => (await mails(email)).filter((mail) => mail.kind === "welcome-discount").length).toBe(1);
    const welcome = (await mails(email)).find((mail) => mail.kind === "welcome-discount")!;
    expect(welcome.text_body).toContain("WELCOME20");
    expect(welcome.text_body.startsWith("Hello Ada,")).toBe(true);
  });

  test("with EmailOctopus down the confirmed sign-up waits in KV and reaches the list, subscribed, with the replay", async () => {
    const email = "confirm.waiting@example.com";
    await postJson(worker, "/api/newsletter/signup", { email, firstName: "Grace" });
    eo.misbehaveAlways(emailOctopusFailures.serverError);
    const page = await confirmByMail(worker, email);
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

    test("an altered expiry breaks the signature", async () => {
      const email = "altered@example.com";
      await postJson(worker, "/api/newsletter/signup", { email });
      const link = await confirmationLink(worker, email);
      const token = new URL(link, "http://localhost").searchParams.get("token")!;
      const [linkId, expires, signature] = token.split(".");
      const altered = `/newsletter/confirm?token=${linkId}.${Number(expires) + 86_400 * 365}.${signature}`;
      expect(pageSays((await getPage(worker, altered)).html, enNewsletter.confirm.invalidHeading)).toBe(true);
      expect((await pressConfirm(worker, altered)).status).toBe(400);
      expect(eo.contacts.get(md5(email))).toBeUndefined();
    });
  });
});
