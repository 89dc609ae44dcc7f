import { afterAll, beforeAll, describe, expect, test } from "vitest";
import deWelcome from "~/locales/de/welcome-email";
import enWelcome from "~/locales/en/welcome-email";
import esWelcome from "~/locales/es/welcome-email";
import { emailOctopusFailures, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { pageSays, postForm, postJson } from "../setup/forms";
import { confirmByMail, signupCookie, welcomeForm, withCookies } from "../setup/newsletter";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * A welcome-offer sign-up gets the WELCOME20 e-mail in the visitor's language, once per address,
 * once its owner confirmed it, whichever way it came (the /newsletter form, or the popup through
 * the subscriber API), and whatever the newsletter list's state.
 */

let eo: FakeEmailOctopus;
let worker: TestWorker;

beforeAll(async () => {
  eo = await startFakeEmailOctopus();
  worker = await startWorker({ vars: eo.vars });
});

afterAll(async () => {
  await worker?.dispose();
  await eo?.close();
});

type Mail = { subject: string; text_body: string; to_addresses: string; status: string };

/** The welcome e-mails to `email` once the background work has written them. */
async function welcomeMails(email: string, expected = 1): Promise<Mail[]> {
  const read = async () =>
    (
      await (
        await worker.db()
      )
        .prepare("SELECT subject, text_body, to_addresses, status FROM email_outbox WHERE kind = 'welcome-discount' AND to_addresses = ?")
        .bind(email)
        .all<Mail>()
    ).results;
  await expect.poll(async () => (await read()).length, { timeout: 5_000 }).toBe(expected);
  return read();
}

describe("the welcome e-mail", () => {
  test.each([
    ["en", "/newsletter?offer=welcome", {}, enWelcome, "http://localhost/pricing"],
    ["de", "/newsletter?offer=welcome", { Cookie: "preferred-language=de" }, deWelcome, "http://localhost/pricing"],
    ["es", "/es/newsletter?offer=welcome", {}, esWelcome, "http://localhost/es/pricing"],
  ] as const)("in %s after the welcome form, with the code and the way to the packs", async (language, path, headers, strings, pricing) => {
    const email = `welcome.${language}@example.com`;
    const page = await postForm(worker, path, welcomeForm(email), { headers });
    expect(page.status).toBe(200);
    await welcomeMails(email, 0);
    // Confirmed in the browser that signed up: the name its owner typed greets them.
    await confirmByMail(worker, email, { headers: withCookies(headers, signupCookie(page)) });
    const [mail] = await welcomeMails(email);
    expect(mail!.subject).toBe(strings.subject.replace("{{percent}}", "20").replace("{{code}}", "WELCOME20"));
    expect(mail!.text_body).toContain("WELCOME20");
    expect(mail!.text_body).toContain(pricing);
    expect(mail!.text_body.startsWith(strings.body[0]!.replace("{{name}}", " Ada"))).toBe(true);
  });

  test("through the subscriber API, in the page's language, once however often the address signs up", async () => {
    const email = "welcome.popup@example.com";
    for (let time = 0; time < 3; time += 1) {
      await postJson(worker, "/api/newsletter/signup", { email, source: "exit-intent", discountCode: "WELCOME20", language: "es" });
      await confirmByMail(worker, email);
    }
    const [mail] = await welcomeMails(email);
    expect(mail!.subject).toBe(esWelcome.subject.replace("{{percent}}", "20").replace("{{code}}", "WELCOME20"));
  });

  test("a sign-up without the welcome offer gets none", async () => {
    await postForm(worker, "/newsletter", { form: "capture", firstName: "Ada", lastName: "Lovelace", email: "plain.signup@example.com" });
    await confirmByMail(worker, "plain.signup@example.com");
    await postJson(worker, "/api/newsletter/signup", { email: "welcome.popup.canary@example.com", discountCode: "WELCOME20" });
    await confirmByMail(worker, "welcome.popup.canary@example.com");
    // The canary's e-mail is written by the same background work, so the plain one would be by now.
    await welcomeMails("welcome.popup.canary@example.com");
    await welcomeMails("plain.signup@example.com", 0);
  });

  test("while the newsletter list is down the sign-up waits, and the e-mail goes out all the same", async () => {
    eo.misbehaveAlways(emailOctopusFailures.serverError);
    try {
      const page = await postForm(worker, "/newsletter?offer=welcome", welcomeForm("welcome.waiting@example.com"));
      expect(pageSays(page.html, "WELCOME20")).toBe(true);
      await confirmByMail(worker, "welcome.waiting@example.com");
      await welcomeMails("welcome.waiting@example.com");
    } finally {
      eo.misbehaveAlways(null);
    }
  });
});
