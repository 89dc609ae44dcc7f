/**
 * Newsletter sign-ups that are never lost (docs/decisions/008-newsletter-delivery-and-email-outbox.md).
 *
 * A visitor is told "subscribed" only once EmailOctopus confirmed the sign-up, or once it waits in
 * KV `SUBSCRIBERS` under its own key (one per address: KV takes one write per second per key, so a
 * shared list key would lose concurrent sign-ups). The scheduled job replays waiting sign-ups with
 * backoff and deletes an entry only after EmailOctopus confirmed it. The upsert is idempotent, so a
 * replay that runs twice changes nothing.
 *
 * Every waiting entry expires (KV deletes it) `pendingSignupDays` after the sign-up, as the privacy
 * policy says. A sign-up EmailOctopus refuses for good (400, 409, 422: the address or the data is
 * not acceptable) is marked refused, kept for the dashboard with the reason, and never retried; a
 * refused key (401, 403) or a missing list (404) is ours to fix, so those keep being retried. A tag
 * change for a waiting sign-up is kept under a key of its own, so a replay running at the same time
 * cannot lose it by deleting the entry it read before the change.
 */
import {
  EmailOctopusError,
  addTags,
  getContact,
  isEmailOctopusConfigured,
  removeTags,
  upsertContact,
  type ContactInput,
} from "~/services/emailoctopus.server";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { resources } from "~/locales/resources.server";
import { queueEmailOnce, sendQueued } from "~/services/outbox.server";
import { discounts, facts, welcomeCode } from "~/content/business";
import { envOf, originOf, siteOrigins } from "~/utils/env.server";
import { localizePath, type Language } from "~/utils/i18n";
import { createTranslator } from "~/utils/translate";
import type { SubscriberPayload } from "./newsletter-client";
import type { ScheduledJob } from "~/features/scheduled.server";

/** A sign-up as the spec's subscriber payload describes it (section 3), normalised. */
export type Signup = SubscriberPayload & {
  /** Tags to set (true) or remove (false) once the contact reaches the list. */
  tags?: Record<string, boolean>;
};

/** What KV keeps for a sign-up that EmailOctopus has not confirmed yet, or has refused for good. */
export type PendingSignup = {
  signup: Signup;
  attempts: number;
  lastError: string;
  firstSeen: string;
  lastAttempt: string;
  nextAttempt: string;
  refused?: true;
};

// Listing reads the metadata only, so a replay opens just the entries that are due.
type PendingMetadata = { attempts: number; nextAttempt: number; lastError: string; refused?: true };

/** Neither EmailOctopus nor KV holds the sign-up: the visitor must be told it failed. */
export class SignupNotStored extends Error {
  constructor(cause: unknown) {
    super(`Sign-up neither confirmed nor stored: ${describe(cause)}`);
    this.name = "SignupNotStored";
  }
}

const prefix = "signup:";
const keyOf = (email: string) => `${prefix}${email}`;
// Tag changes for a waiting sign-up, one key each ("signup-tags:<email>:<time>-<id>").
const tagPrefix = "signup-tags:";
const tagKeyOf = (email: string, now: number) => `${tagPrefix}${email}:${String(now).padStart(15, "0")}-${crypto.randomUUID()}`;
const emailOfTagKey = (name: string) => name.slice(tagPrefix.length, name.lastIndexOf(":"));
// The most keys one run reads from a listing: KV lists 1,000 per call.
const maxListed = 1_000;

/** When KV deletes an entry of a sign-up first seen at `firstSeen`: the privacy policy's promise. */
const expirationOf = (firstSeen: string) => Math.floor(Date.parse(firstSeen) / 1000) + facts.records.pendingSignupDays * 86_400;

/** EmailOctopus will never take this sign-up as it is: retrying changes nothing. */
const isPermanentRefusal = (error: unknown) => error instanceof EmailOctopusError && error.kind === "invalid";
const minute = 60_000;
const maxDelay = 6 * 60 * minute;

/** Upserts per scheduled run: Workers on the free plan may make 50 outgoing requests per invocation. */
export const replayBatchSize = 35;

/** When to try again after `attempts` failed deliveries: 1, 2, 4 ... minutes, at most 6 hours, never before Retry-After. */
export function nextAttemptAt(now: number, attempts: number, retryAfterSeconds: number | null): number {
  const backoff = Math.min(maxDelay, minute * 2 ** Math.max(0, attempts - 1));
  return now + Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

/** The contact EmailOctopus gets for a sign-up: the list's name fields, and its origin as tags. */
function contactOf(signup: Signup): ContactInput {
  const fields: Record<string, string> = {};
  if (signup.firstName) fields.FirstName = signup.firstName;
  if (signup.lastName) fields.LastName = signup.lastName;
  const tags: Record<string, boolean> = {};
  for (const tag of [signup.source, signup.userType, signup.discountCode?.toLowerCase()]) if (tag) tags[tag] = true;
  return { email: signup.email, fields, tags: { ...tags, ...signup.tags } };
}

/** A later sign-up of the same address adds to what is waiting, never erases it. */
function merge(waiting: Signup, later: Signup): Signup {
  const defined = Object.fromEntries(Object.entries(later).filter(([, value]) => value !== undefined && value !== ""));
  return { ...waiting, ...defined, tags: { ...waiting.tags, ...later.tags } };
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 300);
}

function retryAfterOf(error: unknown): number | null {
  return error instanceof EmailOctopusError ? error.retryAfterSeconds : null;
}

/** "ada@example.com" → "a***@example.com": enough for the logs to tell entries apart. */
export function redact(email: string): string {
  const at = email.indexOf("@");
  return at > 0 ? `${email[0]}***${email.slice(at)}` : "***";
}

async function readPending(env: Env, email: string): Promise<PendingSignup | null> {
  return env.SUBSCRIBERS.get<PendingSignup>(keyOf(email), "json");
}

async function writePending(env: Env, entry: PendingSignup): Promise<void> {
  const metadata: PendingMetadata = {
    attempts: entry.attempts,
    nextAttempt: Date.parse(entry.nextAttempt),
    lastError: entry.lastError.slice(0, 300),
    ...(entry.refused ? { refused: true } : {}),
  };
  const put = () =>
    env.SUBSCRIBERS.put(keyOf(entry.signup.email), JSON.stringify(entry), { metadata, expiration: expirationOf(entry.firstSeen) });
  try {
    await put();
  } catch {
    // KV refuses a second write to one key within a second; the same visitor sending twice hits that.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await put();
  }
}

/**
 * Records a failed delivery of `signup` in KV: a new entry, or the waiting one with this sign-up
 * merged in and its attempts counted.
 */
async function recordFailure(env: Env, signup: Signup, waiting: PendingSignup | null, error: unknown, now: number): Promise<void> {
  await writePending(
    env,
    failed(
      {
        signup: waiting ? merge(waiting.signup, signup) : signup,
        attempts: waiting?.attempts ?? 0,
        lastError: "",
        firstSeen: waiting?.firstSeen ?? new Date(now).toISOString(),
        lastAttempt: "",
        nextAttempt: "",
      },
      error,
      now,
    ),
  );
}

/** The entry after one more failed delivery: due again after its backoff, or refused for good. */
function failed(entry: PendingSignup, error: unknown, now: number): PendingSignup {
  const attempts = entry.attempts + 1;
  return {
    ...entry,
    attempts,
    lastError: describe(error),
    lastAttempt: new Date(now).toISOString(),
    nextAttempt: new Date(nextAttemptAt(now, attempts, retryAfterOf(error))).toISOString(),
    ...(isPermanentRefusal(error) ? { refused: true as const } : {}),
  };
}

export type SignupOutcome = "delivered" | "queued";

/**
 * Subscribes `signup`: confirmed by EmailOctopus ("delivered"), or kept in KV for the scheduled
 * replay ("queued"). Throws {@link SignupNotStored} when neither holds it.
 */
export async function subscribe(env: Env, signup: Signup, now = Date.now()): Promise<SignupOutcome> {
  // An earlier sign-up of this address may still be waiting; it goes out together with this one.
  // Unreadable KV is no reason to keep the visitor from EmailOctopus.
  const waiting = await readPending(env, signup.email).catch(() => null);
  try {
    await upsertContact(envOf(env), contactOf(waiting ? merge(waiting.signup, signup) : signup));
  } catch (failure) {
    try {
      await recordFailure(env, signup, waiting, failure, now);
    } catch (error) {
      throw new SignupNotStored(error);
    }
    const unconfigured = failure instanceof EmailOctopusError && failure.kind === "unconfigured";
    console[unconfigured ? "info" : "warn"](`Newsletter sign-up of ${redact(signup.email)} waits in KV SUBSCRIBERS: ${describe(failure)}`);
    return "queued";
  }
  if (waiting) {
    // Should this fail, the replay sends the entry again, which the upsert tolerates.
    await env.SUBSCRIBERS.delete(keyOf(signup.email)).catch((error: unknown) => console.warn("Delivered sign-up stays in KV:", error));
  }
  return "delivered";
}

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
  const listed = await listKeys(env, prefix);
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

/** The tag changes stored under `keys`, oldest first, as one set (a later change wins). */
async function readTagChanges(env: Env, keys: string[]): Promise<Record<string, boolean>> {
  const changes = await Promise.all(keys.map((key) => env.SUBSCRIBERS.get<Record<string, boolean>>(key, "json")));
  return Object.assign({}, ...changes.filter(Boolean));
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
  const stillWaiting = new Set(waiting.map(({ name }) => name.slice(prefix.length)));
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

/** At most `maxListed` keys under `keyPrefix`, with their metadata: a run never reads an unbounded list. */
async function listKeys(env: Env, keyPrefix: string): Promise<Array<{ name: string; metadata: PendingMetadata | undefined }>> {
  const keys: Array<{ name: string; metadata: PendingMetadata | undefined }> = [];
  let cursor: string | undefined;
  do {
    const page = await env.SUBSCRIBERS.list<PendingMetadata>({ prefix: keyPrefix, cursor, limit: maxListed - keys.length });
    keys.push(...page.keys.map(({ name, metadata }) => ({ name, metadata })));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor && keys.length < maxListed);
  return keys;
}

export type PendingSummary = { email: string; attempts: number; lastError: string; firstSeen: string; nextAttempt: string };

/** The waiting sign-ups for the dashboard, oldest first. */
export async function listPending(env: Env, limit = 100): Promise<{ total: number; entries: PendingSummary[]; refused: PendingSummary[] }> {
  const keys = await listKeys(env, prefix);
  const read = (subset: typeof keys) =>
    Promise.all(
      subset.slice(0, limit).map(async ({ name }) => {
        const entry = await env.SUBSCRIBERS.get<PendingSignup>(name, "json");
        return entry
          ? {
              email: entry.signup.email,
              attempts: entry.attempts,
              lastError: entry.lastError,
              firstSeen: entry.firstSeen,
              nextAttempt: entry.nextAttempt,
            }
          : null;
      }),
    ).then((entries) =>
      entries.filter((entry): entry is PendingSummary => entry !== null).sort((a, b) => a.firstSeen.localeCompare(b.firstSeen)),
    );
  const waiting = keys.filter(({ metadata }) => !metadata?.refused);
  return { total: waiting.length, entries: await read(waiting), refused: await read(keys.filter(({ metadata }) => metadata?.refused)) };
}

const encoder = new TextEncoder();

function tokenKey(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** The proof, handed to the browser that signed `email` up, that it did (an HMAC of the address). */
export async function signupToken(secret: string, email: string): Promise<string> {
  return base64url(
    await crypto.subtle.sign("HMAC", await tokenKey(secret, "sign"), encoder.encode(`newsletter-signup|${email.toLowerCase()}`)),
  );
}

/** Whether `token` is the proof for `email`; Web Crypto's verify compares in constant time. */
export async function isSignupToken(secret: string, email: string, token: string): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  const given = Uint8Array.from(atob(token.replace(/-/g, "+").replace(/_/g, "/") + "="), (char) => char.charCodeAt(0));
  return crypto.subtle.verify("HMAC", await tokenKey(secret, "verify"), given, encoder.encode(`newsletter-signup|${email.toLowerCase()}`));
}

/**
 * Whether the address is on the list: subscribed at EmailOctopus, or waiting in KV (its owner was
 * told they are subscribed). Throws when EmailOctopus cannot answer.
 */
export async function isSubscribed(env: Env, email: string): Promise<boolean> {
  if (await readPending(env, email)) return true;
  const contact = await getContact(envOf(env), email);
  return contact?.status === "subscribed";
}

/**
 * Adds (true) or removes (false) tags. A sign-up still waiting in KV takes them along; otherwise
 * EmailOctopus updates the contact, and an address not on the list is a `not-found` error.
 */
export async function changeTags(env: Env, email: string, tags: Record<string, boolean>, now = Date.now()): Promise<SignupOutcome> {
  const waiting = await readPending(env, email);
  if (waiting) {
    await env.SUBSCRIBERS.put(tagKeyOf(email, now), JSON.stringify(tags), { expiration: expirationOf(waiting.firstSeen) });
    return "queued";
  }
  await sendTags(envOf(env), email, tags);
  return "delivered";
}

async function sendTags(config: ReturnType<typeof envOf>, email: string, tags: Record<string, boolean>): Promise<void> {
  const names = (wanted: boolean) => Object.keys(tags).filter((tag) => tags[tag] === wanted);
  if (names(true).length) await addTags(config, email, names(true));
  if (names(false).length) await removeTags(config, email, names(false));
}

/** Sends {@link sendWelcomeEmail} after the answer: a sign-up never waits for it, nor fails by it. */
export function welcome(context: AppLoadContext, signup: Signup, language: Language): void {
  context.cloudflare.ctx.waitUntil(
    sendWelcomeEmail(context.cloudflare.env, signup, language).catch((error: unknown) =>
      console.error(`Welcome e-mail to ${redact(signup.email)} not queued:`, error),
    ),
  );
}

/**
 * The welcome offer's e-mail (WELCOME20) in the visitor's language, once per address: the outbox row
 * is written only if none exists for it, in one statement, so two sign-ups at once send one.
 * Nothing here may keep a sign-up from succeeding: the caller runs it after the sign-up is safe.
 */
export async function sendWelcomeEmail(env: Env, signup: Signup, language: Language): Promise<void> {
  if (signup.discountCode !== welcomeCode) return;
  const t = createTranslator(resources[language].welcomeEmail);
  const values = {
    name: signup.firstName ? ` ${signup.firstName}` : "",
    code: welcomeCode,
    percent: discounts[welcomeCode],
    link: `${originOf(siteOrigins(envOf(env)), language)}${localizePath("/pricing", language)}`,
  };
  const reference = `welcome:${signup.email.toLowerCase()}`;
  const email = queueEmailOnce(env, {
    kind: "welcome-discount",
    reference,
    to: signup.email,
    subject: t("subject", values),
    text: t.list("body", values).join("\n\n"),
  });
  const { meta } = await email.statement.run();
  if (meta.changes) await sendQueued(env, email);
}

/** The cron's replay of waiting sign-ups: at most `replayBatchSize` requests to EmailOctopus a run. */
export const newsletterJobs: ScheduledJob[] = [
  { name: "newsletter replay", outgoingRequests: replayBatchSize, run: (env, now) => replayPending(env, { now }) },
];
