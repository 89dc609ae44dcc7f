import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { replayBatchSize } from "~/features/newsletter/replay.server";
import enDashboard from "~/locales/en/dashboard";
import enForms from "~/locales/en/forms";
import enNewsletter from "~/locales/en/newsletter";
import enWhiteLabel from "~/locales/en/white-label";
import { astriaFailures, startFakeAstria, type FakeAstria, intoWorker } from "../fakes/astria";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import type { Misbehaviour } from "../fakes/http";
import { plausibleFailures, startFakePlausible, type FakePlausible } from "../fakes/plausible.mjs";
import { resendFailures, startFakeResend, type FakeResend, type SentEmail } from "../fakes/resend";
import { capture, lead, pageSays, postForm } from "../setup/forms";
import { decode, getPage, visibleText } from "../setup/html";
import { confirmationLink, confirmationLinks, confirmThrough, pressConfirm } from "../setup/newsletter";
import { buyer, type TestOrder } from "../setup/orders";
import { orderEvent, paymentVars, sendWebhook } from "../setup/payments";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * Every outside service the Worker calls, made to fail in each way a service fails: a 500, a 429
 * with its Retry-After, a 200 whose JSON is cut short, a connection reset, and a hang past
 * UPSTREAM_TIMEOUT_MS. For each, what people see: the visitor gets a clear answer within the
 * timeout; nothing is lost (KV holds the sign-up, D1 the lead, order and e-mail); the scheduled
 * replay delivers it exactly once (counted at the fake, and nothing more on a later run); the
 * operator's dashboard shows what waits and why. Lemon Squeezy does not fail as a server does, it
 * calls us: its webhooks arrive late, twice and out of order. Plausible is best effort (ADR 009):
 * an outage loses events, never a page, so there the promise is the visitor's answer alone.
 *
 * FAULTS_TIMEOUT_MS (500) is the Worker's UPSTREAM_TIMEOUT_MS here, FAULTS_SLACK_MS (1000) what the
 * Worker's own work may add to one upstream wait on a busy machine, FAULTS_CONCURRENT (100) the
 * size of the sign-up crowd; FAULTS_ASTRIA_HANG=1 adds Astria hanging silently, which the generation
 * job waits out for 40 s, Astria's own limit being 30 s.
 */

const timeoutMs = Number(process.env.FAULTS_TIMEOUT_MS ?? 500);
const answerBudgetMs = timeoutMs + Number(process.env.FAULTS_SLACK_MS ?? 1_000);
const crowd = Number(process.env.FAULTS_CONCURRENT ?? 100);
// Long enough that a Worker that waited for the answer would blow the budget several times over.
const hang: Misbehaviour = { kind: "slow", delayMs: Math.max(5_000, answerBudgetMs * 3) };
const retryAfterSeconds = 600;
const minute = 60_000;

type Case = { name: string; misbehaviour: Misbehaviour; retryAfterSeconds?: number; error: RegExp };

/** The five ways a service fails, with the vendor's own 500 and 429 and what the operator is told. */
const failuresOf = (
  service: string,
  failures: { serverError: Misbehaviour; rateLimited: (seconds: number) => Misbehaviour },
  brokenJson: RegExp,
): Case[] => [
  { name: "500", misbehaviour: failures.serverError, error: new RegExp(`${service} answered 500`) },
  {
    name: "429 with Retry-After",
    misbehaviour: failures.rateLimited(retryAfterSeconds),
    retryAfterSeconds,
    error: new RegExp(`${service} answered 429`),
  },
  { name: "malformed JSON", misbehaviour: { kind: "broken-json" }, error: brokenJson },
  { name: "a connection reset", misbehaviour: { kind: "reset" }, error: new RegExp(`${service} could not be reached`) },
  { name: "a hang past the timeout", misbehaviour: hang, error: new RegExp(`${service} did not answer within ${timeoutMs} ms`) },
];

/** When the replay may first try again: the first backoff step (1 minute), never before Retry-After. */
const dueAfter = ({ retryAfterSeconds: seconds = 0 }: Case) => Math.max(minute, seconds * 1000);

/** Runs `request` and measures how long the visitor waited for its answer. */
async function timed<T>(request: () => Promise<T>): Promise<{ answer: T; ms: number }> {
  const started = performance.now();
  const answer = await request();
  return { answer, ms: performance.now() - started };
}

const operator = { Authorization: `Bearer ${testAdminToken}` };

/** The dashboard as the operator sees it. */
async function dashboard(): Promise<string> {
  const page = await getPage(worker, "/dashboard", { headers: operator });
  expect(page.status).toBe(200);
  return page.html;
}

/**
 * The visible text of the row of one of the dashboard's tables (named by its caption) whose markup
 * names `text` (an address, or an e-mail's id, which only its link carries); undefined when none does.
 */
async function dashboardRow(caption: string, text: string): Promise<string | undefined> {
  const html = await dashboard();
  const start = html.indexOf(`aria-label="${caption}"`);
  if (start < 0) return undefined;
  const rows = html.slice(start, html.indexOf("</table>", start)).match(/<tr>[\s\S]*?<\/tr>/g) ?? [];
  const row = rows.find((candidate) => candidate.includes(text));
  return row === undefined ? undefined : visibleText(row.replace(/<\/td>/g, " </td>"));
}

let eo: FakeEmailOctopus;
let resend: FakeResend;
let plausible: FakePlausible;
let astria: FakeAstria;
let worker: TestWorker;

beforeAll(async () => {
  [eo, resend, plausible, astria] = await Promise.all([
    startFakeEmailOctopus(),
    startFakeResend(),
    startFakePlausible(),
    startFakeAstria({}),
  ]);
  // Images of an eighth of the side asked for, the smallest whose face the check still reads: the
  // jobs here are about Astria failing, and copying and shrinking twelve full-size images took
  // seconds of each.
  astria.scaleImages(1 / 8);
  worker = await startWorker({
    vars: {
      ...eo.vars,
      ...resend.vars,
      ...paymentVars,
      ...astria.vars,
      PLAUSIBLE_DOMAIN: "resoume.com",
      PLAUSIBLE_API_URL: plausible.url,
      SALES_EMAIL: "sales@resoume.test",
      UPSTREAM_TIMEOUT_MS: String(timeoutMs),
      // Short waits, so that a retried step of the generation job costs seconds here.
      ASTRIA_RETRY_SECONDS: "1",
      JOB_POLL_SECONDS: "2",
    },
  });
  astria.deliverTo(intoWorker(worker));
});

afterAll(async () => {
  await worker?.dispose();
  await Promise.all([eo?.close(), resend?.close(), plausible?.close(), astria?.close()]);
});

beforeEach(() => {
  for (const fake of [eo, resend, plausible, astria]) fake.misbehaveAlways(null);
});

let cases = 0;
/** An address no other case uses, so each case counts only its own requests at the fakes. */
const addressFor = (label: string) => `${label.replace(/[^a-z0-9]+/gi, "-").toLowerCase()}.${++cases}@example.com`;

describe("EmailOctopus: a newsletter sign-up", () => {
  const requestsFor = (email: string) =>
    eo.requests.filter((request) => (request.body as { email_address?: string } | undefined)?.email_address === email).length;
  const deliveriesOf = (email: string) =>
    eo.upserts().filter((request) => (request.body as { email_address: string }).email_address === email).length;
  const waiting = async (email: string) => (await (await worker.kv()).get(`signup:${email}`)) !== null;
  const waitingRow = (email: string) => dashboardRow(enDashboard.pending.heading, email);

  test.each(failuresOf("EmailOctopus", emailOctopusFailures, /EmailOctopus answered 200 with a body that is not JSON/))(
    "$name: subscribed at once, kept in KV, replayed once, shown while it waits",
    async (fault) => {
      const email = addressFor(`eo ${fault.name}`);
      const signedUp = await postForm(worker, "/newsletter", capture(email));
      expect(signedUp.status).toBe(200);
      expect(pageSays(signedUp.html, enForms.success.heading)).toBe(true);
      // EmailOctopus hears of the sign-up only when its owner confirms: that is where it may fail.
      const link = await confirmationLink(worker, email);
      eo.misbehaveAlways(fault.misbehaviour);
      const start = Date.now();
      const { answer: page, ms } = await timed(() => pressConfirm(worker, link));
      eo.misbehaveAlways(null);

      expect(page.status).toBe(200);
      expect(pageSays(page.html, enNewsletter.confirm.confirmedHeading)).toBe(true);
      expect(ms).toBeLessThan(answerBudgetMs);
      expect(await waiting(email)).toBe(true);
      const row = await waitingRow(email);
      expect(row).toMatch(fault.error);

      // Not before it is due (the backoff, or EmailOctopus's Retry-After).
      await worker.cron(new Date(start + dueAfter(fault) - 30_000));
      expect(requestsFor(email)).toBe(1);
      await worker.cron(new Date(start + dueAfter(fault) + 30_000));
      expect(deliveriesOf(email)).toBe(1);
      expect(eo.contacts.get(md5(email))?.status).toBe("subscribed");
      expect(await waiting(email)).toBe(false);
      expect(await waitingRow(email)).toBeUndefined();

      await worker.cron(new Date(start + 6 * 60 * minute));
      expect(requestsFor(email)).toBe(2);
    },
  );

  test(`${crowd} concurrent sign-ups while EmailOctopus is down: ${crowd} kept, each delivered exactly once after it recovers`, async () => {
    eo.misbehaveAlways(emailOctopusFailures.serverError);
    const emails = Array.from({ length: crowd }, (_, n) => `crowd.${n}@example.com`);
    const start = Date.now();
    const answers = await Promise.all(emails.map((email) => postForm(worker, "/newsletter", capture(email))));
    expect(answers.filter((page) => page.status === 200 && pageSays(page.html, enForms.success.heading))).toHaveLength(crowd);
    const links = await confirmationLinks(worker, emails);
    const confirmed = await Promise.all(emails.map((email) => confirmThrough(worker, links.get(email)!)));
    expect(confirmed.filter((page) => page.status === 200 && pageSays(page.html, enNewsletter.confirm.confirmedHeading))).toHaveLength(
      crowd,
    );
    const kept = (await (await worker.kv()).list({ prefix: "signup:crowd." })).keys.map(({ name }) => name);
    expect(kept.sort()).toEqual(emails.map((email) => `signup:${email}`).sort());
    expect(pageSays(await dashboard(), enDashboard.pending.total.replace("{{count}}", String(crowd)))).toBe(true);

    eo.misbehaveAlways(null);
    // A run sends a batch of sign-ups and one of e-mails (within the invocation's outgoing-request
    // budget): the crowd takes a few runs, and their links that Resend did not take at once go out
    // with them, before any e-mail written after them.
    const unsent = async () =>
      (await (
        await worker.db()
      )
        .prepare("SELECT COUNT(*) AS n FROM email_outbox WHERE to_addresses LIKE 'crowd.%' AND status <> 'sent'")
        .first<number>("n"))!;
    for (let run = 0; run * replayBatchSize < crowd + replayBatchSize || ((await unsent()) > 0 && run < crowd); run += 1)
      await worker.cron(new Date(start + 10 * minute + run * 5 * minute));
    expect(emails.filter((email) => deliveriesOf(email) !== 1)).toEqual([]);
    // Each owner got their link, even those whose e-mail the crowd held up: the retries sent the rest.
    expect(emails.filter((email) => resend.sent.filter((mail) => mail.to.includes(email)).length !== 1)).toEqual([]);
    expect((await (await worker.kv()).list({ prefix: "signup:crowd." })).keys).toEqual([]);
    expect(pageSays(await dashboard(), enDashboard.pending.total.replace("{{count}}", "0"))).toBe(true);
  }, 90_000);
});

/**
 * The ways a visitor's action leads to an e-mail through the outbox: the action with the answer its
 * sender must get, and how the message is found again.
 */
type Mailing = {
  send: (email: string) => Promise<void>;
  reference: (email: string) => Promise<string>;
  sentTo: (email: string) => (mail: SentEmail) => boolean;
  table: string;
};
const idOf = async (table: "leads" | "orders", email: string) => {
  const id = await (await worker.db()).prepare(`SELECT id FROM ${table} WHERE email = ?`).bind(email).first<string>("id");
  expect(id).not.toBeNull();
  return id!;
};
const mailings: Record<string, Mailing> = {
  "a white-label lead (its sales notification)": {
    async send(email) {
      const page = await postForm(worker, "/white-label", lead(email));
      expect(page.status).toBe(200);
      expect(pageSays(page.html, enWhiteLabel.form.successHeading.replace("{{firstName}}", "Grace"))).toBe(true);
    },
    reference: async (email) => `lead:${await idOf("leads", email)}`,
    sentTo: (email) => (mail) => mail.reply_to === email,
    table: enDashboard.leads.heading,
  },
  "a paid order (the buyer's confirmation)": {
    async send(email) {
      expect(await sendWebhook(worker, orderEvent({ email }))).toMatchObject({ status: 200, json: { outcome: "order-created" } });
    },
    reference: async (email) => `order:${await idOf("orders", email)}`,
    sentTo: (email) => (mail) => mail.to.includes(email),
    table: enDashboard.orders.heading,
  },
};

describe("Resend: the e-mails of the outbox", () => {
  const outboxRow = async (reference: string) =>
    (await worker.db())
      .prepare("SELECT id, status, attempts, last_error FROM email_outbox WHERE reference = ?")
      .bind(reference)
      .first<{ id: string; status: string; attempts: number; last_error: string | null }>();
  const requestsFor = (id: string) => resend.requests.filter((request) => request.headers["idempotency-key"] === `outbox/${id}`).length;

  describe.each(Object.entries(mailings))("%s", (_, mailing) => {
    test.each(failuresOf("Resend", resendFailures, /Resend answered 200 without a message id/))(
      "$name: answered at once, the e-mail kept in D1, sent once by the retry, shown as failed until then",
      async (fault) => {
        const email = addressFor(`resend ${fault.name}`);
        resend.misbehaveAlways(fault.misbehaviour);
        const start = Date.now();
        const { ms } = await timed(() => mailing.send(email));
        resend.misbehaveAlways(null);

        expect(ms).toBeLessThan(answerBudgetMs);
        const reference = await mailing.reference(email);
        const kept = await outboxRow(reference);
        expect(kept).toMatchObject({ status: "failed", attempts: 1 });
        expect(kept!.last_error).toMatch(fault.error);
        expect(await dashboardRow(mailing.table, email)).toContain(enDashboard.statuses.failed);
        expect(await dashboardRow(enDashboard.emails.heading, `email=${kept!.id}`)).toMatch(fault.error);

        await worker.cron(new Date(start + dueAfter(fault) - 30_000));
        expect(requestsFor(kept!.id)).toBe(1);
        await worker.cron(new Date(start + dueAfter(fault) + 30_000));
        expect(await outboxRow(reference)).toMatchObject({ status: "sent", attempts: 2 });
        expect(resend.sent.filter(mailing.sentTo(email))).toHaveLength(1);
        expect(await dashboardRow(mailing.table, email)).toContain(enDashboard.statuses.sent);

        await worker.cron(new Date(start + 6 * 60 * minute));
        expect(requestsFor(kept!.id)).toBe(2);
      },
    );
  });
});

describe("Plausible: analytics events (best effort, ADR 009: an outage loses events, never a page)", () => {
  const event = (name: string) => ({ name, url: "http://localhost/pricing", referrer: null });
  const send = (body: unknown) =>
    worker.fetch("/api/analytics/event", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": "203.0.113.9" },
      body: JSON.stringify(body),
    });

  // The operator is told nothing of lost analytics events (ADR 009), so the expected error goes unused here.
  test.each(failuresOf("Plausible", plausibleFailures, /Plausible answered 400/))(
    "$name: the browser's event is answered 202 at once, the page is served as ever, the event is tried once",
    async (fault) => {
      const name = `fault ${fault.name} ${++cases}`;
      plausible.misbehaveAlways(fault.misbehaviour);
      const { answer, ms } = await timed(() => send(event(name)));
      expect(answer.status).toBe(202);
      expect(ms).toBeLessThan(answerBudgetMs);
      const { answer: page, ms: pageMs } = await timed(() => getPage(worker, "/pricing"));
      expect(page.status).toBe(200);
      expect(pageMs).toBeLessThan(answerBudgetMs);

      await expect
        .poll(() => plausible.posts.filter((body) => (JSON.parse(body) as { name: string }).name === name).length, { timeout: 5_000 })
        .toBe(1);
      plausible.misbehaveAlways(null);
      // Forwarded once and not retried: a failing Plausible is not hammered by the Worker.
      const next = `after ${name}`;
      expect((await send(event(next))).status).toBe(202);
      await expect.poll(() => plausible.events.filter((received) => received.name === next).length, { timeout: 5_000 }).toBe(1);
      expect(plausible.posts.filter((body) => (JSON.parse(body) as { name: string }).name === name)).toHaveLength(1);
      expect(plausible.events.filter((received) => received.name === name)).toEqual([]);
    },
  );
});

describe("Lemon Squeezy: webhooks late, twice and out of order", () => {
  const orderRow = async (providerId: string) =>
    (await worker.db())
      .prepare("SELECT id, status, refunded_total FROM orders WHERE provider_order_id = ?")
      .bind(providerId)
      .first<{ id: string; status: string; refunded_total: number }>();
  const confirmations = async (orderId: string) =>
    (
      await (
        await worker.db()
      )
        .prepare("SELECT status FROM email_outbox WHERE reference = ?")
        .bind(`order:${orderId}`)
        .all<{ status: string }>()
    ).results.map((row) => row.status);
  const sentTo = (email: string) => resend.sent.filter((mail) => mail.to.includes(email)).length;
  const dashboardState = async (email: string) => await dashboardRow(enDashboard.orders.heading, email);
  let ids = 0;
  const providerId = () => String(8_800_000 + ++ids);

  test("twice: the same delivery again, one after the other and at the same moment: one order, one e-mail", async () => {
    const email = addressFor("twice");
    const created = orderEvent({ email, orderId: providerId() });
    expect(await sendWebhook(worker, created)).toMatchObject({ status: 200, json: { outcome: "order-created" } });
    expect(await sendWebhook(worker, created)).toMatchObject({ status: 200, json: { duplicate: true } });

    const racing = orderEvent({ email: addressFor("twice at once"), orderId: providerId() });
    const answers = await Promise.all([sendWebhook(worker, racing), sendWebhook(worker, racing)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

    for (const event of [created, racing]) {
      const order = (await orderRow(event.data.id))!;
      expect(order.status).toBe("paid");
      expect(await confirmations(order.id)).toEqual(["sent"]);
      expect(sentTo(event.data.attributes.user_email)).toBe(1);
      expect(await dashboardState(event.data.attributes.user_email)).toContain(enDashboard.orders.statuses.paid);
    }
  });

  test("late: the order arrives after its own refund: refunded, and no link to upload selfies for a refunded order", async () => {
    const email = addressFor("late");
    const id = providerId();
    expect(await sendWebhook(worker, orderEvent({ event: "order_refunded", email, orderId: id }))).toMatchObject({
      status: 200,
      json: { outcome: "refund-kept" },
    });
    expect(await sendWebhook(worker, orderEvent({ email, orderId: id }))).toMatchObject({
      status: 200,
      json: { outcome: "order-created" },
    });
    const order = (await orderRow(id))!;
    expect(order).toMatchObject({ status: "refunded", refunded_total: 1900 });
    expect(await confirmations(order.id)).toEqual([]);
    expect(sentTo(email)).toBe(0);
    expect(await dashboardState(email)).toContain(enDashboard.orders.statuses.refunded);
  });

  test("out of order: a partial refund delivered after the full one, then the order again: refunded in full, one e-mail", async () => {
    const email = addressFor("out of order");
    const id = providerId();
    const created = orderEvent({ email, orderId: id });
    const partial = orderEvent({ event: "order_refunded", email, orderId: id, status: "partial_refund" });
    partial.data.attributes.refunded_amount = 500;
    const full = orderEvent({ event: "order_refunded", email, orderId: id });

    for (const event of [created, full, partial, created]) expect((await sendWebhook(worker, event)).status).toBe(200);
    const order = (await orderRow(id))!;
    expect(order).toMatchObject({ status: "refunded", refunded_total: 1900 });
    expect(await confirmations(order.id)).toEqual(["sent"]);
    expect(sentTo(email)).toBe(1);
    expect(await dashboardState(email)).toContain(enDashboard.orders.statuses.refunded);
  });
});

describe("Astria: the generation job", () => {
  const jobs = buyer(() => worker);
  const tunesOf = (order: TestOrder) => astria.tunes.filter((tune) => tune.title === order.id);
  const endingEmails = async (order: TestOrder) =>
    (
      await (
        await worker.db()
      )
        .prepare("SELECT kind FROM email_outbox WHERE reference IN (?, ?)")
        .bind(`delivery:${order.id}`, `failed:${order.id}`)
        .all<{ kind: string }>()
    ).results.map((row) => row.kind);

  // Astria ends a hang itself: it answers 504 after 30 s, having made the tune (docs.astria.ai).
  const astriaCases: Array<{ name: string; script: () => void; error: RegExp }> = [
    { name: "500", script: () => astria.misbehaveAlways(astriaFailures.serverError), error: /Astria answered 500 to POST \/tunes/ },
    {
      name: "429 with Retry-After",
      script: () => astria.misbehaveAlways(astriaFailures.rateLimited(1)),
      error: /Astria is rate limiting \(429\) POST \/tunes/,
    },
    {
      name: "malformed JSON",
      script: () => astria.misbehaveAlways({ kind: "broken-json" }),
      error: /Astria's answer to POST \/tunes is not JSON/,
    },
    { name: "a connection reset", script: () => astria.misbehaveAlways({ kind: "reset" }), error: /Astria could not be reached/ },
    {
      name: "a hang, ended by Astria's own 504",
      script: () => astria.timeOutAfterCreating(),
      error: /Astria timed out \(504\)/,
    },
    // A hang that Astria does not end itself costs the Worker's own 40 s wait, too long for every run.
    ...(process.env.FAULTS_ASTRIA_HANG
      ? [
          {
            name: "a silent hang",
            script: () => astria.misbehave({ kind: "slow", delayMs: 45_000 }),
            error: /Astria did not answer within/,
          },
        ]
      : []),
  ];

  test.each(astriaCases)(
    "$name: the buyer is answered at once, the job waits and retries, one tune, one delivery e-mail, the operator sees why",
    async ({ name, script, error }) => {
      const email = addressFor(`astria ${name}`);
      const order = await jobs.readyOrder("local-basic", ["corporate"], email);
      script();
      const { answer: started, ms } = await timed(() => jobs.start(order));
      expect(started.status).toBe(303);
      expect(ms).toBeLessThan(answerBudgetMs);

      // While Astria fails, the buyer's page shows the job at work, and the dashboard shows what went wrong.
      const { answer: page, ms: pageMs } = await timed(() => worker.fetch("/create-headshot", { headers: { Cookie: order.cookie } }));
      expect(page.status).toBe(200);
      expect(pageMs).toBeLessThan(answerBudgetMs);
      expect(decode(await page.text())).toMatch(/Waiting to start|Learning your face from your selfies/);
      await expect.poll(() => dashboardRow(enDashboard.jobs.heading, email), { timeout: 60_000, interval: 100 }).toMatch(error);
      astria.misbehaveAlways(null);

      await jobs.reaches(order, "delivered");
      expect(tunesOf(order)).toHaveLength(1);
      expect(await endingEmails(order)).toEqual(["headshots-delivered"]);
      await expect.poll(() => resend.sent.filter((mail) => mail.to.includes(email)).length).toBeGreaterThanOrEqual(2);
      // The order's confirmation and its delivery, each once.
      expect(resend.sent.filter((mail) => mail.to.includes(email))).toHaveLength(2);
      expect(await dashboardRow(enDashboard.jobs.heading, email)).toBeUndefined();
      // It moves to the history: when it delivered, how long from the start, the images made, refused and delivered, their cost
      // at Astria, its retries and its state now.
      expect(await dashboardRow(enDashboard.delivered.heading, email)).toMatch(
        new RegExp(`UTC Basic ${email.replace(/[.+]/g, "\\$&")} \\d+ min \\d+ s [1-9]\\d* .+ [1-9]\\d* \\$(?!0 )[\\d.]+ \\d+ Delivered`),
      );
    },
    120_000,
  );
});
