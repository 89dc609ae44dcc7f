/**
 * The scheduled replay of sign-ups waiting in KV (./pending.server.ts), with backoff: an entry is
 * deleted only after EmailOctopus confirmed it, and tag changes kept for a waiting sign-up go
 * along or follow it (./tags.server.ts).
 */
import { EmailOctopusError, isEmailOctopusConfigured, upsertContact } from "~/services/emailoctopus.server";
import { envOf } from "~/utils/env.server";
import type { ScheduledJob } from "~/utils/scheduled-job";
import { describe, failed, listKeys, pendingPrefix, readPending, redact, writePending, type PendingSignup } from "./pending.server";
import { contactOf, merge } from "./subscribe.server";
import { emailOfTagKey, readTagChanges, sendTags, tagPrefix } from "./tags.server";

/** Upserts per scheduled run: Workers on the free plan may make 50 outgoing requests per invocation. */
export const replayBatchSize = 35;

export type ReplayReport = {
  /** False when EmailOctopus is not configured: nothing was tried. */
  configured: boolean;
  delivered: number;
  failed: number;
  /** Entries still waiting after the run. */
  waiting: number;
  /** The run stopped early because EmailOctopus asked us to slow down. */
  rateLimited: boolean;
};

/**
 * Delivers waiting sign-ups whose next attempt is due (all of them with `force`, the dashboard's
 * "replay now"), at most {@link replayBatchSize} per run. An entry is deleted only after
 * EmailOctopus confirmed it; a failure counts the attempt and schedules the next one.
 */
export async function replayPending(env: Env, { now = Date.now(), force = false } = {}): Promise<ReplayReport> {
  const config = envOf(env);
  const listed = await listKeys(env, pendingPrefix);
  const keys = listed.filter(({ metadata }) => !metadata?.refused);
  const report: ReplayReport = {
    configured: isEmailOctopusConfigured(config),
    delivered: 0,
    failed: 0,
    waiting: keys.length,
    rateLimited: false,
  };
  // Without credentials every attempt would fail the same way; entries keep their schedule, so
  // they go out on the first run after the list is configured.
  if (!report.configured) return report;

  const tagKeys = await listKeys(env, tagPrefix);
  const due = keys.filter(({ metadata }) => force || !metadata || metadata.nextAttempt <= now).slice(0, replayBatchSize);
  let budget = replayBatchSize;
  for (const { name } of due) {
    const entry = await env.SUBSCRIBERS.get<PendingSignup>(name, "json");
    // Delivered by the visitor's own later sign-up since the list was read.
    if (!entry) continue;
    budget -= 1;
    // The tag changes seen now go along; one made after this point has a key of its own and
    // follows with a later run, once the contact exists.
    const changes = tagKeys.filter(({ name: key }) => emailOfTagKey(key) === entry.signup.email).map(({ name: key }) => key);
    const tags = await readTagChanges(env, changes);
    try {
      await upsertContact(config, contactOf(merge(entry.signup, { email: entry.signup.email, tags })));
    } catch (error) {
      await writePending(env, failed(entry, error, now));
      report.failed += 1;
      if (error instanceof EmailOctopusError && error.kind === "rate-limited") {
        report.rateLimited = true;
        break;
      }
      continue;
    }
    await Promise.all([name, ...changes].map((key) => env.SUBSCRIBERS.delete(key)));
    report.delivered += 1;
    report.waiting -= 1;
  }
  if (!report.rateLimited) await applyLateTagChanges(env, tagKeys, budget, listed);
  if (report.delivered || report.failed) {
    console.info(`Newsletter replay: ${report.delivered} delivered, ${report.failed} failed, ${report.waiting} waiting`);
  }
  return report;
}

/**
 * Tag changes whose sign-up is no longer waiting (it reached the list after the change was kept):
 * sent to EmailOctopus now, each key deleted once it went through.
 */
async function applyLateTagChanges(
  env: Env,
  tagKeys: Array<{ name: string }>,
  budget: number,
  waiting: Array<{ name: string }>,
): Promise<void> {
  const stillWaiting = new Set(waiting.map(({ name }) => name.slice(pendingPrefix.length)));
  const byEmail = new Map<string, string[]>();
  for (const { name } of tagKeys) {
    const email = emailOfTagKey(name);
    if (!stillWaiting.has(email)) byEmail.set(email, [...(byEmail.get(email) ?? []), name]);
  }
  for (const [email, keys] of [...byEmail].slice(0, Math.max(0, Math.floor(budget / 2)))) {
    // Re-checked: the sign-up may have failed again and be waiting once more.
    if (await readPending(env, email)) continue;
    try {
      await sendTags(envOf(env), email, await readTagChanges(env, keys));
      await Promise.all(keys.map((key) => env.SUBSCRIBERS.delete(key)));
    } catch (error) {
      console.warn(`Tag change for ${redact(email)} kept for the next run: ${describe(error)}`);
    }
  }
}

/** The cron's replay of waiting sign-ups: at most `replayBatchSize` requests to EmailOctopus a run. */
export const newsletterJobs: ScheduledJob[] = [
  { name: "newsletter replay", outgoingRequests: replayBatchSize, run: (env, now) => replayPending(env, { now }) },
];
