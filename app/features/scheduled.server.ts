import { newsletterJobs } from "~/features/newsletter/replay.server";
import { generationJobs } from "~/features/photos/jobs/generation.server";
import { redoJobs } from "~/features/photos/jobs/redo.server";
import { deletionJobs } from "~/features/photos/retention/deletion.server";
import { retentionJobs } from "~/features/photos/retention/retention.server";
import { outboxJobs } from "~/services/outbox.server";
import { rateLimitJobs } from "~/utils/rate-limit.server";
import type { ScheduledJob } from "~/utils/scheduled-job";

/** Outgoing requests per invocation on the Workers free plan (the paid plan allows more). */
export const outgoingRequestLimit = 50;

/** Every scheduled job, registered by its domain. */
export const scheduledJobs: readonly ScheduledJob[] = [
  ...newsletterJobs,
  ...outboxJobs,
  ...rateLimitJobs,
  ...retentionJobs,
  ...deletionJobs,
  ...generationJobs,
  ...redoJobs,
];

/** Runs every job; each runs even when another fails, a failure is logged and the next run tries again. */
export async function runScheduledJobs(env: Env, scheduledTime: number): Promise<void> {
  const results = await Promise.allSettled(scheduledJobs.map((job) => job.run(env, scheduledTime)));
  results.forEach((result, index) => {
    if (result.status === "rejected") console.error(`Scheduled ${scheduledJobs[index].name} failed:`, result.reason);
  });
}
