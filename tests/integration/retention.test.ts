import { afterAll, beforeAll, expect, test } from "vitest";
import { facts } from "~/content/business";
import { startWorker, type TestWorker } from "../setup/worker";

/**
 * The scheduled job keeps the privacy policy's promises about records other than photos: e-mail
 * copies, white-label enquiries and rate-limit counters go once they are older than the policy
 * says, and nothing younger is touched.
 */

let worker: TestWorker;
beforeAll(async () => {
  worker = await startWorker();
});
afterAll(() => worker?.dispose());

const now = new Date("2027-03-15T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

async function ids(table: string) {
  const { results } = await (await worker.db()).prepare(`SELECT id FROM ${table} ORDER BY id`).all<{ id: string }>();
  return results.map(({ id }) => id);
}

test("the cron deletes e-mail copies, enquiries and counters older than the privacy policy allows", async () => {
  const db = await worker.db();
  const { emailCopyDays, leadMonths, rateLimitHours } = facts.records;
  expect([emailCopyDays, leadMonths, rateLimitHours]).toEqual([90, 12, 24]);
  const email = (id: string, createdAt: string) =>
    db
      .prepare(
        "INSERT INTO email_outbox (id, kind, from_address, to_addresses, subject, text_body, provider, status, created_at) VALUES (?, 'lead', 'a@resoume.test', 'b@resoume.test', 's', 't', 'outbox', 'stored', ?)",
      )
      .bind(id, createdAt);
  const lead = (id: string, createdAt: string) =>
    db
      .prepare(
        "INSERT INTO leads (id, email, first_name, last_name, company_name, company_size, use_case, language, created_at) VALUES (?, 'g@example.com', 'Grace', 'Hopper', 'Hopper Coaching', 'small', '', 'en', ?)",
      )
      .bind(id, createdAt);
  const counter = (client: string, hoursAgo: number) =>
    db
      .prepare("INSERT INTO rate_limits (client, window_start, hits) VALUES (?, ?, 1)")
      .bind(client, Math.floor(now.getTime() / 1000) - hoursAgo * 3_600);
  await db.batch([
    email("mail-old", daysAgo(90.01)),
    email("mail-kept", daysAgo(89.99)),
    lead("lead-old", "2026-03-15T11:59:59.000Z"),
    lead("lead-kept", "2026-03-15T12:00:01.000Z"),
    counter("client-old", 24.01),
    counter("client-kept", 23.99),
  ]);

  await worker.cron(now);

  expect(await ids("email_outbox")).toEqual(["mail-kept"]);
  expect(await ids("leads")).toEqual(["lead-kept"]);
  const { results } = await db.prepare("SELECT client FROM rate_limits").all<{ client: string }>();
  expect(results.map(({ client }) => client)).toEqual(["client-kept"]);
});
