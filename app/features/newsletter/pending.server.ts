/**
 * Confirmed sign-ups that EmailOctopus has not taken yet, kept in KV `SUBSCRIBERS` (docs/decisions/008):
 * one key per address (KV takes one write per second per key, so a shared list key would lose
 * concurrent sign-ups), with the attempts and the next one in the key's metadata, so that a replay
 * lists what is due without opening every entry. The dashboard lists them too.
 *
 * Every entry expires (KV deletes it) `pendingSignupDays` after the sign-up, as the privacy policy
 * says. A sign-up EmailOctopus refuses for good (400, 422: the address or the data is not
 * acceptable) is marked refused, kept for the dashboard with the reason, and never retried; a
 * refused key (401, 403), a missing list (404) or a conflict (409) are retried.
 */
import { EmailOctopusError } from "~/services/emailoctopus.server";
import { facts } from "~/content/business";
import type { Signup } from "./signup-schema";

/** A sign-up on its way to the list. */
export type ListSignup = Signup & {
  /** Tags to set (true) or remove (false) once the contact reaches the list. */
  tags?: Record<string, boolean>;
  /** When the address's owner confirmed it through the link; absent for sign-ups the list's own setting confirms. */
  confirmedAt?: string;
};

/** What KV keeps for a sign-up that EmailOctopus has not confirmed yet, or has refused for good. */
export type PendingSignup = {
  signup: ListSignup;
  attempts: number;
  lastError: string;
  firstSeen: string;
  lastAttempt: string;
  nextAttempt: string;
  refused?: true;
};

// Listing reads the metadata only, so a replay opens just the entries that are due.
type PendingMetadata = { attempts: number; nextAttempt: number; lastError: string; refused?: true };

export const pendingPrefix = "signup:";
const keyOf = (email: string) => `${pendingPrefix}${email}`;
// The most keys one run reads from a listing: KV lists 1,000 per call.
const maxListed = 1_000;

/** When KV deletes an entry of a sign-up first seen at `firstSeen`: the privacy policy's promise. */
export const expirationOf = (firstSeen: string) => Math.floor(Date.parse(firstSeen) / 1000) + facts.records.pendingSignupDays * 86_400;

/** EmailOctopus will never take this sign-up as it is: retrying changes nothing. */
const isPermanentRefusal = (error: unknown) => error instanceof EmailOctopusError && error.kind === "invalid";
const minute = 60_000;
const maxDelay = 6 * 60 * minute;

/** When to try again after `attempts` failed deliveries: 1, 2, 4 ... minutes, at most 6 hours, never before Retry-After. */
export function nextAttemptAt(now: number, attempts: number, retryAfterSeconds: number | null): number {
  const backoff = Math.min(maxDelay, minute * 2 ** Math.max(0, attempts - 1));
  return now + Math.max(backoff, (retryAfterSeconds ?? 0) * 1000);
}

export function describe(error: unknown): string {
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

export async function readPending(env: Env, email: string): Promise<PendingSignup | null> {
  return env.SUBSCRIBERS.get<PendingSignup>(keyOf(email), "json");
}

export async function writePending(env: Env, entry: PendingSignup): Promise<void> {
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

export const deletePending = (env: Env, email: string) => env.SUBSCRIBERS.delete(keyOf(email));

/** The entry after one more failed delivery: due again after its backoff, or refused for good. */
export function failed(entry: PendingSignup, error: unknown, now: number): PendingSignup {
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

/** At most `maxListed` keys under `keyPrefix`, with their metadata: a run never reads an unbounded list. */
export async function listKeys(env: Env, keyPrefix: string): Promise<Array<{ name: string; metadata: PendingMetadata | undefined }>> {
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
  const keys = await listKeys(env, pendingPrefix);
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
