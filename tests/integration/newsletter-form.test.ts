import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import deForms from "~/locales/de/forms";
import deNewsletter from "~/locales/de/newsletter";
import enNewsletter from "~/locales/en/newsletter";
import enForms from "~/locales/en/forms";
import esForms from "~/locales/es/forms";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import type { Misbehaviour } from "../fakes/http";
import { unreachableUrl } from "../fakes/http";
import { autofocusedField, invalidFields, messagesOf, pageSays, postForm } from "../setup/forms";
import { confirmByMail, signupCookie, withCookies } from "../setup/newsletter";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The newsletter forms without JavaScript: the browser posts to /newsletter and reads the page
 * that comes back. Validation shows the first failure only, in the page's language; a sign-up is
 * shown as a success (a link to confirm it is on its way) only once KV holds it, and its owner's
 * confirmation as one only once EmailOctopus or KV holds the contact.
 */

const forms = { en: enForms, de: deForms, es: esForms };
type Lng = keyof typeof forms;
const where: Record<Lng, { path: string; headers: Record<string, string> }> = {
  en: { path: "/newsletter", headers: {} },
  de: { path: "/newsletter", headers: { Cookie: "preferred-language=de" } },
  es: { path: "/es/newsletter", headers: {} },
};

const ada = { form: "capture", firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" };
const hour = 3_600_000;

let eo: FakeEmailOctopus;
let worker: TestWorker;

beforeAll(async () => {
  eo = await startFakeEmailOctopus();
  worker = await startWorker({ vars: { ...eo.vars, UPSTREAM_TIMEOUT_MS: "500" } });
});

afterAll(async () => {
  await worker?.dispose();
  await eo?.close();
});

beforeEach(() => {
  eo.misbehaveAlways(null);
});

// The browser each address was signed up from: its owner confirms there, so what they typed goes on.
const browsers = new Map<string, string>();

async function send(language: Lng, fields: Record<string, string>) {
  const page = await postForm(worker, where[language].path, fields, { headers: where[language].headers });
  browsers.set(fields.email!.trim().toLowerCase(), signupCookie(page));
  return page;
}

/** Confirms by mail as the address's owner, in the browser that sent the sign-up. */
const confirmAsOwner = (email: string, headers: Record<string, string> = {}) =>
  confirmByMail(worker, email, { headers: withCookies(headers, browsers.get(email) ?? "") });

/** Signs up through the form, then confirms by mail as the address's owner; the page of the confirmation. */
async function sendAndConfirm(language: Lng, fields: Record<string, string>) {
  expect((await send(language, fields)).status).toBe(200);
  return confirmAsOwner(fields.email!.trim().toLowerCase(), where[language].headers);
}

async function waiting(email: string) {
  const kv = await worker.kv();
  return kv.get<{ attempts: number; lastError: string; signup: { email: string; firstName?: string } }>(`signup:${email}`, "json");
}

describe.each(["en", "de", "es"] as const)("capture form validation in %s: the first failure only", (language) => {
  const { errors } = forms[language];
  test.each([
    ["everything empty", { firstName: "", lastName: "", email: "" }, "firstName", errors.firstName],
    ["a one-letter first name", { firstName: "A", lastName: "", email: "" }, "firstName", errors.firstName],
    [
      "a first name that is one letter after trimming",
      { firstName: "  A  ", lastName: "Lovelace", email: "ada@example.com" },
      "firstName",
      errors.firstName,
    ],
    ["no last name", { firstName: "Ada", lastName: "", email: "" }, "lastName", errors.lastName],
    ["a one-letter last name", { firstName: "Ada", lastName: "L", email: "not an address" }, "lastName", errors.lastName],
    ["no e-mail", { firstName: "Ada", lastName: "Lovelace", email: "" }, "email", errors.emailRequired],
    ["an e-mail of spaces", { firstName: "Ada", lastName: "Lovelace", email: "   " }, "email", errors.emailRequired],
    ["an e-mail without a dot after the @", { firstName: "Ada", lastName: "Lovelace", email: "ada@example" }, "email", errors.emailInvalid],
    ["an e-mail with a space", { firstName: "Ada", lastName: "Lovelace", email: "ada lovelace@example.com" }, "email", errors.emailInvalid],
    ["an e-mail without an @", { firstName: "Ada", lastName: "Lovelace", email: "ada.example.com" }, "email", errors.emailInvalid],
    ["an e-mail with two @", { firstName: "Ada", lastName: "Lovelace", email: "ada@home@example.com" }, "email", errors.emailInvalid],
    [
      "a line break inside the first name",
      { firstName: "Ada\r\nBcc: all@example.com", lastName: "Lovelace", email: "ada@example.com" },
      "firstName",
      errors.singleLine,
    ],
  ])("%s → %s", async (_, fields, field, message) => {
    const page = await send(language, { form: "capture", ...fields });
    expect(page.status).toBe(400);
    expect(messagesOf(page.html)).toEqual([message]);
    expect(invalidFields(page.html)).toEqual([field]);
    expect(autofocusedField(page.html)).toBe(field);
    expect(pageSays(page.html, forms[language].success.heading)).toBe(false);
  });
});

describe.each(["en", "de", "es"] as const)("opt-in validation in %s", (language) => {
  const { errors } = forms[language];
  test.each([
    ["nothing", { email: "" }, "email", errors.emailRequired],
    ["an invalid e-mail and no consent", { email: "ada@", consent: "" }, "email", errors.emailInvalid],
    ["no consent", { email: "ada@example.com" }, "consent", errors.consent],
  ])("%s → %s", async (_, fields, field, message) => {
    const page = await send(language, { form: "optIn", ...fields });
    expect(page.status).toBe(400);
    expect(messagesOf(page.html)).toEqual([message]);
    expect(invalidFields(page.html)).toEqual([field]);
    // The page shows the form that was sent: the opt-in, with its checkbox.
    expect(page.html).toContain('type="checkbox"');
  });
});

describe("a sign-up its owner confirms", () => {
  test.each(["en", "de", "es"] as const)(
    "says in %s that a link is on its way; the confirmation puts the contact on the list",
    async (language) => {
      const email = `ada.${language}@example.com`;
      const page = await send(language, { ...ada, email });
      expect(page.status).toBe(200);
      expect(pageSays(page.html, forms[language].success.heading)).toBe(true);
      expect(pageSays(page.html, forms[language].success.named.replace("{{firstName}}", "Ada").replace("{{email}}", email))).toBe(true);
      expect(messagesOf(page.html)).toEqual([]);
      expect(eo.contacts.has(md5(email))).toBe(false);
      await confirmAsOwner(email, where[language].headers);
      const contact = eo.contacts.get(md5(email));
      expect(contact).toMatchObject({ email_address: email, fields: { FirstName: "Ada", LastName: "Lovelace" }, status: "subscribed" });
      expect(contact?.tags).toContain("newsletter-page");
      expect(await waiting(email)).toBeNull();
    },
  );

  test("the address is trimmed and lower-cased before it is used", async () => {
    const page = await send("en", { ...ada, email: "  Grace.Hopper@Example.COM " });
    expect(pageSays(page.html, "grace.hopper@example.com")).toBe(true);
    await confirmAsOwner("grace.hopper@example.com");
    expect(eo.contacts.get(md5("grace.hopper@example.com"))?.email_address).toBe("grace.hopper@example.com");
  });

  test("the opt-in with consent subscribes the address, with its source and offer as tags", async () => {
    const page = await send("en", {
      form: "optIn",
      email: "opt.in@example.com",
      consent: "on",
      source: "footer",
      discountCode: "WELCOME20",
      userType: "b2c",
    });
    expect(page.status).toBe(200);
    expect(pageSays(page.html, enForms.success.plain.replace("{{email}}", "opt.in@example.com"))).toBe(true);
    await confirmAsOwner("opt.in@example.com");
    expect(eo.contacts.get(md5("opt.in@example.com"))?.tags.sort()).toEqual(["b2c", "footer", "welcome20"]);
  });

  test("a source or offer the forms never send is not passed on", async () => {
    await sendAndConfirm("en", { ...ada, email: "odd.source@example.com", source: "<script>", discountCode: "free money" });
    expect(eo.contacts.get(md5("odd.source@example.com"))?.tags).toEqual(["newsletter-page"]);
  });

  test("409 conflict means the change was not made: the confirmed sign-up waits in KV and goes out with the replay", async () => {
    await send("en", { ...ada, email: "conflict@example.com" });
    eo.misbehave(emailOctopusFailures.conflict);
    const page = await confirmAsOwner("conflict@example.com");
    expect(pageSays(page.html, enNewsletter.confirm.confirmedHeading)).toBe(true);
    expect(await waiting("conflict@example.com")).toMatchObject({
      attempts: 1,
      lastError: expect.stringMatching(/409.*Resource already exists/),
    });
    await worker.cron(new Date(Date.now() + hour));
    expect(eo.contacts.get(md5("conflict@example.com"))).toMatchObject({ status: "subscribed", fields: { FirstName: "Ada" } });
    expect(await waiting("conflict@example.com")).toBeNull();
  });
});

describe("when EmailOctopus fails at the confirmation, the sign-up waits in KV and its owner still succeeds", () => {
  const failures: Array<[string, Misbehaviour, RegExp]> = [
    ["401 invalid key", emailOctopusFailures.unauthorized, /401.*Invalid key/],
    ["404 list not found", emailOctopusFailures.notFound, /404.*Resource not found/],
    ["429 rate limited", emailOctopusFailures.rateLimited(30), /429/],
    ["500 server error", emailOctopusFailures.serverError, /500/],
    ["a timeout", { kind: "slow", delayMs: 1_500 }, /did not answer within 500 ms/],
    ["broken JSON", { kind: "broken-json" }, /not JSON/],
    ["a dropped connection", { kind: "drop" }, /could not be reached/],
  ];

  test("422 unprocessable: kept, refused for good with the value EmailOctopus named, and never sent again", async () => {
    const email = "refused.form@example.com";
    await send("de", { ...ada, email });
    eo.misbehave(emailOctopusFailures.invalid);
    const page = await confirmAsOwner(email, where.de.headers);
    expect(pageSays(page.html, deNewsletter.confirm.confirmedHeading)).toBe(true);
    expect(await waiting(email)).toMatchObject({
      attempts: 1,
      refused: true,
      lastError: expect.stringMatching(/422.*\/email_address: This value is not a valid email address/),
    });
    await worker.cron(new Date(Date.now() + hour));
    // The one refused attempt, and nothing after it.
    expect(eo.requests.filter((request) => (request.body as { email_address?: string } | undefined)?.email_address === email)).toHaveLength(
      1,
    );
    expect(eo.contacts.has(md5(email))).toBe(false);
  });

  test.each(failures)("%s", async (name, failure, lastError) => {
    const email = `waits.${name.replace(/\W+/g, "-").toLowerCase()}@example.com`;
    await send("de", { ...ada, email });
    eo.misbehave(failure);
    const page = await confirmAsOwner(email, where.de.headers);
    expect(page.status).toBe(200);
    expect(pageSays(page.html, deNewsletter.confirm.confirmedHeading)).toBe(true);
    expect(messagesOf(page.html)).toEqual([]);

    const entry = await waiting(email);
    expect(entry).toMatchObject({ attempts: 1, signup: { email, firstName: "Ada" } });
    expect(entry?.lastError).toMatch(lastError);

    // Recovered: the replay delivers it exactly once and empties its KV entry.
    await worker.cron(new Date(Date.now() + hour));
    await worker.cron(new Date(Date.now() + 2 * hour));
    expect(eo.upserts().filter((request) => (request.body as { email_address: string }).email_address === email)).toHaveLength(1);
    expect(eo.contacts.get(md5(email))?.fields).toEqual({ FirstName: "Ada", LastName: "Lovelace" });
    expect(await waiting(email)).toBeNull();
  });

  test("an answer lost on the way back: the replay repeats the upsert, which changes nothing", async () => {
    const email = "lost.answer@example.com";
    await send("en", { ...ada, email });
    eo.misbehave({ kind: "lost-answer" });
    const page = await confirmAsOwner(email);
    expect(pageSays(page.html, enNewsletter.confirm.confirmedHeading)).toBe(true);
    const before = structuredClone(eo.contacts.get(md5(email)));
    expect(before).toMatchObject({ fields: { FirstName: "Ada", LastName: "Lovelace" } });
    expect(await waiting(email)).not.toBeNull();

    await worker.cron(new Date(Date.now() + hour));
    expect(await waiting(email)).toBeNull();
    expect(eo.contacts.get(md5(email))).toEqual(before);
    expect([...eo.contacts.values()].filter((contact) => contact.email_address === email)).toHaveLength(1);
  });
});

describe("local defaults and broken stores", () => {
  test("unconfigured: the confirmed sign-up waits in KV, its owner succeeds, and nothing is sent anywhere", async () => {
    const local = await startWorker();
    try {
      const page = await postForm(local, "/newsletter", ada);
      expect(pageSays(page.html, enForms.success.heading)).toBe(true);
      expect(pageSays((await confirmByMail(local, ada.email)).html, enNewsletter.confirm.confirmedHeading)).toBe(true);
      const entry = await (await local.kv()).get<{ lastError: string }>("signup:ada@example.com", "json");
      expect(entry?.lastError).toMatch(/not configured/);
      // The replay leaves it alone until the list is configured.
      await local.cron(new Date(Date.now() + hour));
      expect(await (await local.kv()).get("signup:ada@example.com")).not.toBeNull();
    } finally {
      await local.dispose();
    }
  });

  test("unreachable: the confirmed sign-up waits in KV", async () => {
    const offline = await startWorker({ vars: { ...eo.vars, EMAILOCTOPUS_API_URL: await unreachableUrl() } });
    try {
      await postForm(offline, "/newsletter", ada);
      const page = await confirmByMail(offline, ada.email);
      expect(pageSays(page.html, enNewsletter.confirm.confirmedHeading)).toBe(true);
      const entry = await (await offline.kv()).get<{ lastError: string }>("signup:ada@example.com", "json");
      expect(entry?.lastError).toMatch(/could not be reached/);
    } finally {
      await offline.dispose();
    }
  });

  describe("KV down", () => {
    let noKv: TestWorker;
    beforeAll(async () => {
      noKv = await startWorker({ vars: { ...eo.vars, UPSTREAM_TIMEOUT_MS: "500" }, without: ["SUBSCRIBERS"] });
    });
    afterAll(() => noKv?.dispose());

    test.each(["en", "de", "es"] as const)(
      "the sign-up cannot wait for its owner: the generic error in %s, never a success",
      async (language) => {
        const page = await postForm(
          noKv,
          where[language].path,
          { ...ada, email: `lost.${language}@example.com` },
          { headers: where[language].headers },
        );
        expect(page.status).toBe(503);
        expect(messagesOf(page.html)).toEqual([forms[language].errors.generic]);
        expect(pageSays(page.html, forms[language].success.heading)).toBe(false);
        // What the visitor typed is still in the form, ready to send again; nothing was sent anywhere.
        expect(page.html).toContain(`value="lost.${language}@example.com"`);
        expect(eo.contacts.has(md5(`lost.${language}@example.com`))).toBe(false);
        const mails = await (
          await noKv.db()
        )
          .prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE to_addresses = ?")
          .bind(`lost.${language}@example.com`)
          .first<{ n: number }>();
        expect(mails?.n).toBe(0);
      },
    );
  });
});

test("GET /newsletter and /es/newsletter show the capture form", async () => {
  for (const [path, language] of [
    ["/newsletter", "en"],
    ["/es/newsletter", "es"],
  ] as const) {
    const response = await worker.fetch(path);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(pageSays(html, forms[language].capture.heading)).toBe(true);
    expect(html).toMatch(new RegExp(`<form[^>]*action="${path}"`));
    expect(html).toContain('name="homepage"');
  }
});
