import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import deForms from "~/locales/de/forms";
import enDashboard from "~/locales/en/dashboard";
import deWhiteLabel from "~/locales/de/white-label";
import enForms from "~/locales/en/forms";
import enWhiteLabel from "~/locales/en/white-label";
import esForms from "~/locales/es/forms";
import esWhiteLabel from "~/locales/es/white-label";
import { facts } from "~/content/business";
import type { Misbehaviour } from "../fakes/http";
import { unreachableUrl } from "../fakes/http";
import { resendFailures, startFakeResend, type FakeResend } from "../fakes/resend";
import { autofocusedField, invalidFields, messagesOf, pageSays, postForm } from "../setup/forms";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * The white-label enquiry on /white-label without JavaScript: the first failure only, in the
 * page's language; a lead stored in D1 before the sales address is notified, through Resend where
 * it is configured and the D1 outbox where it is not; a failing provider never loses the lead.
 */

const strings = {
  en: { forms: enForms, page: enWhiteLabel },
  de: { forms: deForms, page: deWhiteLabel },
  es: { forms: esForms, page: esWhiteLabel },
};
type Lng = keyof typeof strings;
const where: Record<Lng, { path: string; headers: Record<string, string> }> = {
  en: { path: "/white-label", headers: {} },
  de: { path: "/white-label", headers: { Cookie: "preferred-language=de" } },
  es: { path: "/es/white-label", headers: {} },
};

const lead = {
  email: "Grace@Coaching.Example",
  firstName: "Grace",
  lastName: "Hopper",
  companyName: "Hopper Career Coaching",
  companySize: "medium",
  useCase: "About 40 clients a month need new photos for their applications.\r\nWe would like our logo on the gallery.",
};

const sent = (language: Lng, firstName: string) => strings[language].page.form.successHeading.replace("{{firstName}}", firstName);
// The promised reply time, as the page states it (app/content/business.ts).
const withQuoteHours = (text: string) => text.replace("{{quoteHours}}", String(facts.whiteLabelQuoteHours));

type LeadRow = {
  id: string;
  email: string;
  first_name: string;
  company_name: string;
  company_size: string;
  use_case: string;
  language: string;
};
type OutboxRow = {
  id: string;
  kind: string;
  reference: string;
  to_addresses: string;
  reply_to: string;
  subject: string;
  text_body: string;
  provider: string;
  status: string;
  attempts: number;
  last_error: string | null;
};

async function leadsOf(worker: TestWorker, email: string) {
  const { results } = await (await worker.db()).prepare("SELECT * FROM leads WHERE email = ?").bind(email).all<LeadRow>();
  return results;
}

async function notificationOf(worker: TestWorker, leadId: string) {
  return (await worker.db()).prepare("SELECT * FROM email_outbox WHERE reference = ?").bind(`lead:${leadId}`).first<OutboxRow>();
}

describe("without an e-mail provider (the local default)", () => {
  let worker: TestWorker;
  beforeAll(async () => {
    worker = await startWorker({ vars: { SALES_EMAIL: "sales@resoume.test" } });
  });
  afterAll(() => worker?.dispose());

  const send = (language: Lng, fields: Record<string, string>) =>
    postForm(worker, where[language].path, fields, { headers: where[language].headers });

  describe.each(["en", "de", "es"] as const)("validation in %s: the first failure only, in the form's order", (language) => {
    const { errors } = strings[language].forms;
    test.each([
      ["everything empty", {}, "email", errors.emailRequired],
      ["an invalid e-mail and everything else empty", { email: "grace@" }, "email", errors.emailInvalid],
      ["no first name", { ...lead, firstName: "" }, "firstName", errors.firstName],
      ["a one-letter last name", { ...lead, lastName: " H " }, "lastName", errors.lastName],
      ["no company name", { ...lead, companyName: "" }, "companyName", errors.companyName],
      [
        "a company name with a line break (header injection)",
        { ...lead, companyName: "Hopper\r\nBcc: everyone@example.com" },
        "companyName",
        errors.singleLine,
      ],
      // A line separator breaks a header line as CR and LF do: the sales notification's subject is made from it.
      ["a company name with a line separator", { ...lead, companyName: "Hopper\u2028Coaching" }, "companyName", errors.singleLine],
      ["no company size", { ...lead, companySize: "" }, "companySize", errors.companySize],
      ["a company size that is not offered", { ...lead, companySize: "huge" }, "companySize", errors.companySize],
      ["a use case of 2001 characters", { ...lead, useCase: "x".repeat(2001) }, "useCase", errors.useCaseTooLong],
    ])("%s", async (_, fields, field, message) => {
      const page = await send(language, fields);
      expect(page.status).toBe(400);
      expect(messagesOf(page.html)).toEqual([message]);
      expect(invalidFields(page.html)).toEqual([field]);
      expect(autofocusedField(page.html)).toBe(field);
      expect(pageSays(page.html, sent(language, "Grace"))).toBe(false);
    });
  });

  test.each(["en", "de", "es"] as const)(
    "a lead in %s: thanks on the page, the lead in D1, the notification in the outbox",
    async (language) => {
      const email = `grace.${language}@coaching.example`;
      const page = await send(language, { ...lead, email });
      expect(page.status).toBe(200);
      expect(pageSays(page.html, sent(language, "Grace"))).toBe(true);
      expect(pageSays(page.html, withQuoteHours(strings[language].page.form.successText).replace("{{email}}", email))).toBe(true);

      const [row] = await leadsOf(worker, email);
      expect(row).toMatchObject({ first_name: "Grace", company_name: "Hopper Career Coaching", company_size: "medium", language });
      // One kind of line break, whatever the browser sent.
      expect(row.use_case).toBe("About 40 clients a month need new photos for their applications.\nWe would like our logo on the gallery.");

      const mail = await notificationOf(worker, row.id);
      expect(mail).toMatchObject({
        kind: "lead-notification",
        to_addresses: "sales@resoume.test",
        reply_to: email,
        provider: "outbox",
        status: "stored",
      });
      expect(mail?.subject).toBe("White-label enquiry: Hopper Career Coaching (11-50 employees)");
      expect(mail?.text_body).toContain("24 hours");
      expect(mail?.text_body).toContain("Grace Hopper");
      expect(mail?.text_body).toContain("We would like our logo on the gallery.");
    },
  );

  test("the address is stored trimmed and lower-cased; the use case may be left out", async () => {
    await send("en", { ...lead, email: "  Ada@Analytical.Example ", useCase: "" });
    const [row] = await leadsOf(worker, "ada@analytical.example");
    expect(row.use_case).toBe("");
  });

  test(`the page says the quote comes within ${facts.whiteLabelQuoteHours} hours, in every language`, async () => {
    for (const language of ["en", "de", "es"] as const) {
      const response = await worker.fetch(where[language].path, { headers: where[language].headers });
      const html = await response.text();
      expect(strings[language].page.form.text).toContain("{{quoteHours}}");
      expect(pageSays(html, withQuoteHours(strings[language].page.form.text))).toBe(true);
    }
  });

  test("a lead whose D1 write fails gets the generic error, never the thanks", async () => {
    const noDb = await startWorker({ without: ["DB"] });
    try {
      const page = await postForm(noDb, "/white-label", { ...lead, email: "lost@coaching.example" });
      expect(page.status).toBe(503);
      expect(messagesOf(page.html)).toEqual([enForms.errors.generic]);
      expect(pageSays(page.html, sent("en", "Grace"))).toBe(false);
    } finally {
      await noDb.dispose();
    }
  });
});

describe("with Resend", () => {
  let resend: FakeResend;
  let worker: TestWorker;
  beforeAll(async () => {
    resend = await startFakeResend();
    worker = await startWorker({
      vars: { ...resend.vars, SALES_EMAIL: "sales@resoume.test", EMAIL_FROM: "Resoume <hello@resoume.test>", UPSTREAM_TIMEOUT_MS: "500" },
    });
  });
  afterAll(async () => {
    await worker?.dispose();
    await resend?.close();
  });
  beforeEach(() => resend.misbehaveAlways(null));

  test("the sales address gets the notification, once, with the lead as Reply-To", async () => {
    const page = await postForm(worker, "/white-label", { ...lead, email: "sent@coaching.example" });
    expect(pageSays(page.html, sent("en", "Grace"))).toBe(true);
    const mails = resend.sent.filter((mail) => mail.reply_to === "sent@coaching.example");
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      from: "Resoume <hello@resoume.test>",
      to: ["sales@resoume.test"],
      subject: "White-label enquiry: Hopper Career Coaching (11-50 employees)",
    });
    const [row] = await leadsOf(worker, "sent@coaching.example");
    expect(await notificationOf(worker, row.id)).toMatchObject({ provider: "resend", status: "sent", attempts: 1, last_error: null });
    const request = resend.requests.find((candidate) => (candidate.body as { reply_to?: string }).reply_to === "sent@coaching.example");
    expect(request?.headers["idempotency-key"]).toBe(`outbox/${(await notificationOf(worker, row.id))?.id}`);
  });

  const failures: Array<[string, Misbehaviour, RegExp]> = [
    ["422 missing field", resendFailures.missingField, /422: missing_required_field/],
    [
      "403 unverified domain",
      resendFailures.domainNotVerified("resoume.test"),
      /403: validation_error: The `resoume.test` domain is not verified/,
    ],
    ["429 daily quota", resendFailures.dailyQuotaExceeded, /429: daily_quota_exceeded/],
    ["429 rate limit", resendFailures.rateLimited(2), /429: rate_limit_exceeded/],
    ["500 server error", resendFailures.serverError, /500/],
    ["a timeout", { kind: "slow", delayMs: 1_500 }, /did not answer within 500 ms/],
    ["a dropped connection", { kind: "drop" }, /could not be reached/],
    ["a 200 without an id", { kind: "broken-json" }, /without a message id/],
  ];

  test.each(failures)(
    "%s: the lead is kept, the visitor thanked, the failure recorded, and the retry sends it once",
    async (name, failure, error) => {
      const email = `${name.replace(/\W+/g, "-").toLowerCase()}@coaching.example`;
      resend.misbehave(failure);
      const page = await postForm(worker, "/white-label", { ...lead, email });
      expect(page.status).toBe(200);
      expect(pageSays(page.html, sent("en", "Grace"))).toBe(true);

      const [row] = await leadsOf(worker, email);
      expect(row).toBeDefined();
      const mail = await notificationOf(worker, row.id);
      expect(mail).toMatchObject({ provider: "resend", status: "failed", attempts: 1 });
      expect(mail?.last_error).toMatch(error);

      await worker.cron(new Date(Date.now() + 3_600_000));
      await worker.cron(new Date(Date.now() + 7_200_000));
      expect(await notificationOf(worker, row.id)).toMatchObject({ status: "sent", attempts: 2, last_error: null });
      expect(resend.sent.filter((mail) => mail.reply_to === email)).toHaveLength(1);
    },
  );

  test("an answer lost on the way back: the retry carries the same Idempotency-Key, so sales get one e-mail", async () => {
    const email = "lost.answer@coaching.example";
    resend.misbehave({ kind: "lost-answer" });
    await postForm(worker, "/white-label", { ...lead, email });
    const [row] = await leadsOf(worker, email);
    expect(await notificationOf(worker, row.id)).toMatchObject({ status: "failed", attempts: 1 });
    expect(resend.sent.filter((mail) => mail.reply_to === email)).toHaveLength(1);

    await worker.cron(new Date(Date.now() + 3_600_000));
    expect(await notificationOf(worker, row.id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(resend.sent.filter((mail) => mail.reply_to === email)).toHaveLength(1);
    const keys = resend.requests
      .filter((request) => (request.body as { reply_to?: string }).reply_to === email)
      .map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
  });

  test("a wrong API key (401/403) is recorded as such", async () => {
    const wrongKey = await startWorker({ vars: { ...resend.vars, RESEND_API_KEY: "re_wrong" } });
    try {
      await postForm(wrongKey, "/white-label", { ...lead, email: "wrong.key@coaching.example" });
      const [row] = await leadsOf(wrongKey, "wrong.key@coaching.example");
      expect((await notificationOf(wrongKey, row.id))?.last_error).toMatch(/403: restricted_api_key: API key is not active/);
    } finally {
      await wrongKey.dispose();
    }
  });

  test("Resend unreachable: the lead is kept and the failure recorded", async () => {
    const offline = await startWorker({ vars: { ...resend.vars, RESEND_API_URL: await unreachableUrl() } });
    try {
      const page = await postForm(offline, "/white-label", { ...lead, email: "offline@coaching.example" });
      expect(pageSays(page.html, sent("en", "Grace"))).toBe(true);
      const [row] = await leadsOf(offline, "offline@coaching.example");
      expect((await notificationOf(offline, row.id))?.last_error).toMatch(/could not be reached/);
    } finally {
      await offline.dispose();
    }
  });

  test("a failing message is retried at most 5 times, then given up and shown so in the dashboard", async () => {
    resend.misbehaveAlways(resendFailures.serverError);
    await postForm(worker, "/white-label", { ...lead, email: "never@coaching.example" });
    const [row] = await leadsOf(worker, "never@coaching.example");
    for (let hour = 1; hour <= 8; hour += 1) await worker.cron(new Date(Date.now() + hour * 3_600_000));
    const mail = await notificationOf(worker, row.id);
    expect(mail).toMatchObject({ status: "given_up", attempts: 5, next_attempt_at: null });
    expect(resend.requests.filter((request) => (request.body as { reply_to?: string }).reply_to === "never@coaching.example")).toHaveLength(
      5,
    );

    const dashboard = await worker.fetch("/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } });
    const html = await dashboard.text();
    const givenUp = html.slice(html.indexOf(enDashboard.emails.givenUpHeading));
    expect(givenUp).toContain("White-label enquiry: Hopper Career Coaching");
    expect(givenUp).toContain(enDashboard.statuses.given_up);
  });
});
