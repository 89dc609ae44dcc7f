import { afterAll, beforeAll, expect, test } from "vitest";
import { outgoingRequestLimit, scheduledJobs } from "~/features/scheduled.server";
import { emailOctopusFailures, startFakeEmailOctopus, type FakeEmailOctopus } from "../fakes/emailoctopus";
import { resendFailures, startFakeResend, type FakeResend } from "../fakes/resend";
import { capture, lead, postForm } from "../setup/forms";
import { confirmByMail } from "../setup/newsletter";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The cron runs every job in one invocation, which may make at most `outgoingRequestLimit` requests
 * to outside services. With more waiting than one run may send, a run keeps to the limit, and the
 * next run goes on where it stopped.
 */

let eo: FakeEmailOctopus;
let resend: FakeResend;
let worker: TestWorker;

beforeAll(async () => {
  eo = await startFakeEmailOctopus();
  resend = await startFakeResend();
  worker = await startWorker({
    vars: { ...eo.vars, ...resend.vars, SALES_EMAIL: "sales@resoume.test", EMAIL_FROM: "Resoume <hello@resoume.test>" },
  });
});

afterAll(async () => {
  await worker?.dispose();
  await Promise.all([eo?.close(), resend?.close()]);
});

const day = 86_400_000;

test("the jobs together promise no more outgoing requests than one invocation may make", () => {
  expect(scheduledJobs.map((job) => job.name)).toEqual([
    "newsletter replay",
    "e-mail retry",
    "rate-limit pruning",
    "record retention",
    "photo deletion",
    "generation watchdog",
    "re-do watchdog",
  ]);
  expect(scheduledJobs.reduce((sum, job) => sum + job.outgoingRequests, 0)).toBeLessThanOrEqual(outgoingRequestLimit);
});

test("a run with a long backlog keeps to the limit, and the next run goes on", async () => {
  // EmailOctopus is down while visitors sign up and confirm, then Resend too while they enquire:
  // everything waits.
  eo.misbehaveAlways(emailOctopusFailures.serverError);
  const signups = 60;
  const enquiries = 25;
  for (let i = 0; i < signups; i += 1) {
    expect((await postForm(worker, "/newsletter", capture(`backlog-${i}@example.com`))).status).toBe(200);
    expect((await confirmByMail(worker, `backlog-${i}@example.com`)).status).toBe(200);
  }
  const linksSent = resend.sent.length;
  expect(linksSent).toBe(signups);
  resend.misbehaveAlways(resendFailures.serverError);
  for (let i = 0; i < enquiries; i += 1)
    expect((await postForm(worker, "/white-label", lead(`enquiry-${i}@example.com`))).status).toBeLessThan(400);
  const waiting = await (await worker.kv()).list({ prefix: "signup:" });
  expect(waiting.keys).toHaveLength(signups);

  // Both are back; a day later everything is due.
  eo.misbehaveAlways(null);
  resend.misbehaveAlways(null);
  const counted = () => eo.requests.length + resend.requests.length;
  const before = counted();
  const deliveredBefore = eo.upserts().length;
  await worker.cron(new Date(Date.now() + day));
  const firstRun = counted() - before;
  console.log(
    `one cron run with ${signups} sign-ups and ${enquiries} e-mails waiting: ${firstRun} outgoing requests (limit ${outgoingRequestLimit})`,
  );
  expect(firstRun).toBeLessThanOrEqual(outgoingRequestLimit);
  expect(eo.upserts().length - deliveredBefore).toBeGreaterThan(0);
  expect(resend.sent.length).toBeGreaterThan(linksSent);

  // Runs go on until nothing waits, each within the limit.
  for (let run = 2; run <= 6; run += 1) {
    const start = counted();
    await worker.cron(new Date(Date.now() + run * day));
    expect(counted() - start).toBeLessThanOrEqual(outgoingRequestLimit);
  }
  expect((await (await worker.kv()).list({ prefix: "signup:" })).keys).toHaveLength(0);
  expect(new Set(resend.sent.map((email) => email.subject)).size).toBeGreaterThan(0);
  expect(resend.sent).toHaveLength(linksSent + enquiries);
}, 120_000);
