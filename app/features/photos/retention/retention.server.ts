import { facts } from "~/content/business";
import type { ScheduledJob } from "~/utils/scheduled-job";

const day = 86_400_000;

/**
 * Deletes what the privacy policy says we keep only for a while (run by the scheduled job): copies
 * of sent e-mails after `facts.records.emailCopyDays`, white-label enquiries after
 * `facts.records.leadMonths`. Times in D1 are ISO strings, which compare in time order.
 */
export async function purgeExpiredRecords(env: Pick<Env, "DB">, now: number): Promise<void> {
  const { emailCopyDays, leadMonths } = facts.records;
  const emailsBefore = new Date(now - emailCopyDays * day).toISOString();
  const leadsBefore = new Date(now);
  leadsBefore.setUTCMonth(leadsBefore.getUTCMonth() - leadMonths);
  await env.DB.batch([
    env.DB.prepare("DELETE FROM email_outbox WHERE created_at < ?").bind(emailsBefore),
    env.DB.prepare("DELETE FROM leads WHERE created_at < ?").bind(leadsBefore.toISOString()),
  ]);
}

export const retentionJobs: ScheduledJob[] = [{ name: "record retention", outgoingRequests: 0, run: purgeExpiredRecords }];
