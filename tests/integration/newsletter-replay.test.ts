import { afterAll, beforeAll, beforeEach, describe, expect, test } from "vitest";
import enDashboard from "~/locales/en/dashboard";
import enNewsletter from "~/locales/en/newsletter";
import enPrivacy from "~/locales/en/privacy-policy";
import { facts } from "~/content/business";
import { emailOctopusFailures, md5, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { pageSays, postForm, postJson } from "../setup/forms";
import { getPage } from "../setup/html";
import { confirmationLinks, confirmByMail, confirmThrough, proofFor } from "../setup/newsletter";
import { startWorker, testAdminToken, type TestWorker } from "../setup/worker";

/**
 * The scheduled replay (cron every 5 minutes) of confirmed sign-ups waiting in KV: due entries only, backoff
 * of 1, 2, 4 ... minutes, never before EmailOctopus's Retry-After, a stop when it rate-limits, and
 * an entry deleted only once EmailOctopus confirmed it, so each sign-up is delivered exactly once.
 */

const minute = 60_000;

let eo: FakeEmailOctopus;
let worker: TestWorker;

beforeAll(async () => {
  eo = await startFakeEmailOctopus();
  worker = await startWorker({ vars: { ...eo.vars, UPSTREAM_TIMEOUT_MS: "1000" } });
});

afterAll(async () => {
  await worker?.dispose();
  await eo?.close();
});

beforeEach(async () => {
  eo.misbehaveAlways(null);
  // Each test starts with an empty waiting list.
  const kv = await worker.kv();
  for (const { name } of (await kv.list()).keys) await kv.delete(name);
});

/** A sign-up through the form, confirmed by its owner: the page of the confirmation. */
async function signUp(email: string) {
  // The form only asks; whatever EmailOctopus does then, it is not asked yet.
  const misbehaving = eo.requests.length;
  expect((await postForm(worker, "/newsletter", { form: "capture", firstName: "Ada", lastName: "Lovelace", email })).status).toBe(200);
  expect(eo.requests.length).toBe(misbehaving);
  return confirmByMail(worker, email);
}

const waitingKeys = async () => (await (await worker.kv()).list({ prefix: "signup:" })).keys;

async function entry(email: string) {
  const { keys } = await (
    await worker.kv()
  ).list<{ attempts: number; nextAttempt: number; lastError: string; refused?: true }>({ prefix: `signup:${email}` });
  return keys[0]?.metadata;
}

const requestsFor = (email: string) =>
  eo.requests.filter((request) => (request.body as { email_address?: string } | undefined)?.email_address === email).length;
const deliveriesOf = (email: string) =>
  eo.upserts().filter((request) => (request.body as { email_address: string }).email_address === email).length;

test("backoff: 1, 2, 4 minutes between attempts; nothing is tried before it is due", async () => {
  const email = "backoff@example.com";
  eo.misbehaveAlways(emailOctopusFailures.serverError);
  const start = Date.now();
  await signUp(email);
  expect(await entry(email)).toMatchObject({ attempts: 1 });
  expect((await entry(email))!.nextAttempt).toBeGreaterThanOrEqual(start + minute);

  await worker.cron(new Date(start + 30_000));
  expect(requestsFor(email)).toBe(1);

  const second = start + minute + 10_000;
  await worker.cron(new Date(second));
  expect(requestsFor(email)).toBe(2);
  expect(await entry(email)).toMatchObject({ attempts: 2, nextAttempt: second + 2 * minute });

  await worker.cron(new Date(second + 90_000));
  expect(requestsFor(email)).toBe(2);

  const third = second + 2 * minute;
  await worker.cron(new Date(third));
  expect(requestsFor(email)).toBe(3);
  expect(await entry(email)).toMatchObject({ attempts: 3, nextAttempt: third + 4 * minute, lastError: expect.stringMatching(/500/) });

  eo.misbehaveAlways(null);
  await worker.cron(new Date(third + 4 * minute));
  expect(await entry(email)).toBeUndefined();
  expect(deliveriesOf(email)).toBe(1);
});

describe("Retry-After", () => {
  test("a 429 at the confirmation: the first replay waits as long as EmailOctopus asked", async () => {
    const email = "retry.after@example.com";
    eo.misbehave(emailOctopusFailures.rateLimited(600));
    const start = Date.now();
    const page = await signUp(email);
    expect(pageSays(page.html, enNewsletter.confirm.confirmedHeading)).toBe(true);
    expect((await entry(email))!.nextAttempt).toBeGreaterThanOrEqual(start + 600_000);

    await worker.cron(new Date(start + 5 * minute));
    expect(requestsFor(email)).toBe(1);
    await worker.cron(new Date(start + 11 * minute));
    expect(requestsFor(email)).toBe(2);
    expect(deliveriesOf(email)).toBe(1);
    expect(await entry(email)).toBeUndefined();
  });

  test("a 429 during the replay, with the standard Retry-After header, sets the next attempt past it", async () => {
    const email = "replay.429@example.com";
    eo.misbehave(emailOctopusFailures.serverError);
    const start = Date.now();
    await signUp(email);

    const replay = start + 2 * minute;
    eo.misbehave({ kind: "status", status: 429, body: { title: "Too many requests.", status: 429 }, headers: { "Retry-After": "900" } });
    await worker.cron(new Date(replay));
    expect(await entry(email)).toMatchObject({ attempts: 2, nextAttempt: replay + 900_000 });

    await worker.cron(new Date(replay + 10 * minute));
    expect(requestsFor(email)).toBe(2);
    await worker.cron(new Date(replay + 15 * minute));
    expect(deliveriesOf(email)).toBe(1);
  });

  test("a 429 stops the run: the other due entries are not tried until the next one", async () => {
    eo.misbehaveAlways(emailOctopusFailures.serverError);
    const emails = ["first.in.line@example.com", "second.in.line@example.com", "third.in.line@example.com"];
    for (const email of emails) await signUp(email);
    eo.misbehaveAlways(null);

    const before = eo.requests.length;
    eo.misbehave(emailOctopusFailures.rateLimited(60));
    const replay = Date.now() + 2 * minute;
    await worker.cron(new Date(replay));
    expect(eo.requests.length - before).toBe(1);
    expect(await waitingKeys()).toHaveLength(3);

    await worker.cron(new Date(replay + 5 * minute));
    expect(await waitingKeys()).toHaveLength(0);
    expect(emails.map(deliveriesOf)).toEqual([1, 1, 1]);
  });
});

test("100 concurrent confirmations while EmailOctopus is down: 100 KV entries, then exactly 100 upserts and an empty KV", async () => {
  eo.misbehaveAlways(emailOctopusFailures.serverError);
  const emails = Array.from({ length: 100 }, (_, index) => `crowd.${index}@example.com`);
  const form = (email: string) => postForm(worker, "/newsletter", { form: "capture", firstName: "Ada", lastName: "Lovelace", email });
  // Sign-ups and confirmations each in waves of 25 at once: with a hundred writes to D1 at once the
  // local workerd closes connections before it answers, which says nothing about the Worker.
  const pages = [];
  for (let wave = 0; wave < emails.length; wave += 25) {
    const some = emails.slice(wave, wave + 25);
    expect((await Promise.all(some.map(form))).map((page) => page.status)).toEqual(some.map(() => 200));
    const links = await confirmationLinks(worker, some);
    pages.push(...(await Promise.all(some.map((email) => confirmThrough(worker, links.get(email)!)))));
  }
  expect(pages.map((page) => page.status)).toEqual(emails.map(() => 200));
  expect(pages.every((page) => pageSays(page.html, enNewsletter.confirm.confirmedHeading))).toBe(true);
  expect((await waitingKeys()).map(({ name }) => name).sort()).toEqual(emails.map((email) => `signup:${email}`).sort());

  eo.misbehaveAlways(null);
  const later = Date.now() + 10 * minute;
  // 35 per run (the free plan's limit on outgoing requests per invocation, shared with the other jobs): three runs.
  for (const run of [0, 1, 2, 3]) await worker.cron(new Date(later + run * 5 * minute));
  expect(await waitingKeys()).toHaveLength(0);
  expect(emails.map(deliveriesOf)).toEqual(emails.map(() => 1));
  expect(emails.every((email) => eo.contacts.has(md5(email)))).toBe(true);
}, 120_000);

describe("the waiting list keeps the privacy policy's promises", () => {
  const days = facts.records.pendingSignupDays;
  const api = (operation: string, body: unknown) => postJson(worker, `/api/newsletter/${operation}`, body);

  test("every waiting sign-up expires when the privacy policy says", async () => {
    eo.misbehaveAlways(emailOctopusFailures.serverError);
    const start = Math.floor(Date.now() / 1000);
    await signUp("expires@example.com");
    const { keys } = await (await worker.kv()).list({ prefix: "signup:expires@example.com" });
    expect(keys[0]!.expiration).toBeGreaterThanOrEqual(start + days * 86_400);
    expect(keys[0]!.expiration).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + days * 86_400);
    const policy = await getPage(worker, "/privacy-policy");
    const promise = enPrivacy.sections.retention.blocks.find((line) => line.includes("{{pendingSignupDays}}"))!;
    expect(pageSays(policy.html, promise.replace(/^- /, "").replace("{{pendingSignupDays}}", String(days)))).toBe(true);
  });

  test("a permanent refusal (422) is never retried; the dashboard shows it with the reason, apart from those waiting", async () => {
    const email = "refused@example.com";
    eo.misbehaveAlways(emailOctopusFailures.invalid);
    await signUp(email);
    expect(await entry(email)).toMatchObject({ attempts: 1, refused: true });
    eo.misbehaveAlways(null);
    for (const hour of [1, 2, 7]) await worker.cron(new Date(Date.now() + hour * 60 * minute));
    expect(requestsFor(email)).toBe(1);

    const html = (await getPage(worker, "/dashboard", { headers: { Authorization: `Bearer ${testAdminToken}` } })).html;
    expect(pageSays(html, enDashboard.pending.total.replace("{{count}}", "0"))).toBe(true);
    const refused = html.slice(html.indexOf(enDashboard.pending.refusedHeading));
    expect(refused).toContain(email);
    expect(refused).toContain("EmailOctopus answered 422");
  });

  test("a refused key (401) is ours to fix: the sign-up keeps waiting and goes out once it works", async () => {
    const email = "wrong.key@example.com";
    eo.misbehaveAlways(emailOctopusFailures.unauthorized);
    await signUp(email);
    expect(await entry(email)).not.toHaveProperty("refused");
    eo.misbehaveAlways(null);
    await worker.cron(new Date(Date.now() + 60 * minute));
    expect(deliveriesOf(email)).toBe(1);
    expect(await entry(email)).toBeUndefined();
  });

  test("a tag change made while a replay is sending the sign-up is not lost", async () => {
    const email = "race@example.com";
    await api("signup", { email, source: "exit-intent" });
    eo.misbehaveAlways(emailOctopusFailures.serverError);
    await confirmByMail(worker, email);
    eo.misbehaveAlways(null);
    // EmailOctopus takes its time with the replay's upsert; the visitor changes a tag meanwhile.
    eo.misbehave({ kind: "late", delayMs: 400 });
    const sent = eo.requests.length;
    const replay = worker.cron(new Date(Date.now() + 10 * minute));
    await expect.poll(() => eo.requests.length, { timeout: 5_000, interval: 20 }).toBeGreaterThan(sent);
    expect((await api("add-tags", { email, token: proofFor(email), tags: ["claimed-discount"] })).json).toEqual({ success: true });
    await replay;
    expect(deliveriesOf(email)).toBe(1);

    await worker.cron(new Date(Date.now() + 20 * minute));
    expect(eo.contacts.get(md5(email))?.tags.sort()).toEqual(["claimed-discount", "exit-intent"]);
    expect(await waitingKeys()).toEqual([]);
    expect((await (await worker.kv()).list({ prefix: "signup-tags:" })).keys).toEqual([]);
  });
});
