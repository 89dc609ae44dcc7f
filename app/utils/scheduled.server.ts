import { retryFailedEmails } from "~/services/email.server";
import { replayPending } from "./newsletter.server";
import { pruneRateLimits } from "./request-guard.server";
import { purgeExpiredRecords } from "./retention.server";

/**
 * The cron job (every 5 minutes, wrangler.toml): waiting newsletter sign-ups go to EmailOctopus,
 * failed e-mails go out again, old rate-limit counters, e-mail copies and enquiries are deleted. Each job runs even when
 * another fails; a failure is logged and the next run tries again.
 */
export async function runScheduledJobs(env: Env, scheduledTime: number): Promise<void> {
  const jobs: Array<[name: string, run: () => Promise<unknown>]> = [
    ["newsletter replay", () => replayPending(env, { now: scheduledTime })],
    ["e-mail retry", () => retryFailedEmails(env, scheduledTime)],
    ["rate-limit pruning", () => pruneRateLimits(env, scheduledTime)],
    ["record retention", () => purgeExpiredRecords(env, scheduledTime)],
  ];
  const results = await Promise.allSettled(jobs.map(([, run]) => run()));
  results.forEach((result, index) => {
    if (result.status === "rejected") console.error(`Scheduled ${jobs[index][0]} failed:`, result.reason);
  });
}
