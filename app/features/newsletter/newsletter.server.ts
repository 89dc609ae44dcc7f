/**
 * Newsletter sign-ups: confirmed by their owner, then never lost (docs/decisions/008, 030).
 *
 * A sign-up from a form or the subscriber API only asks: it waits in KV `SUBSCRIBERS` under an id
 * of its own (`unconfirmed:<id>`, expiring with its link), and the address gets an e-mail with a
 * signed link that carries that id and nothing the visitor typed. Only the address's owner, by
 * following the link, sends the sign-up on to the list; until then EmailOctopus, the welcome e-mail
 * and the subscriber API's proof know nothing of it, so nobody can put words into someone else's
 * inbox or overwrite their contact. Nor does the owner's confirmation: the names typed at a sign-up
 * go on only when it is confirmed in the browser that typed them (docs/decisions/030, amended).
 *
 * A confirmed sign-up reaches the list once EmailOctopus confirmed it, or waits in KV under its own
 * key (one per address: KV takes one write per second per key, so a shared list key would lose
 * concurrent sign-ups). The scheduled job replays waiting sign-ups with backoff and deletes an
 * entry only after EmailOctopus confirmed it. The upsert is idempotent, so a replay that runs twice
 * changes nothing.
 *
 * Every waiting entry expires (KV deletes it) `pendingSignupDays` after the sign-up, as the privacy
 * policy says. A sign-up EmailOctopus refuses for good (400, 422: the address or the data is not
 * acceptable) is marked refused, kept for the dashboard with the reason, and never retried; a
 * refused key (401, 403), a missing list (404) or a conflict (409) are retried. A tag change for a
 * waiting sign-up is kept under a key of its own, so a replay running at the same time cannot lose
 * it by deleting the entry it read before the change.
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
import { resources } from "~/locales/resources.server";
import { queueEmail, sendQueued, type QueuedEmail } from "~/services/outbox.server";
import { emailHtml } from "~/services/email-html.server";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { sign, verify } from "~/utils/signing.server";
import { readCookie, serializeCookie } from "~/utils/cookies";
import { facts } from "~/content/business";
import { envOf, originOf, siteOrigins } from "~/utils/env.server";
import { localizePath, type Language } from "~/utils/i18n";
import { createTranslator } from "~/utils/translate";
import type { SubscriberPayload } from "./newsletter-client";
import type { ScheduledJob } from "~/utils/scheduled-job";

/** A sign-up as the spec's subscriber payload describes it (section 3), normalised. */
export type Signup = SubscriberPayload & {
  /** Tags to set (true) or remove (false) once the contact reaches the list. */
  tags?: Record<string, boolean>;
  /** When the address's owner confirmed it through the link; absent for sign-ups the list's own setting confirms. */
  confirmedAt?: string;
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

/**
 * The contact EmailOctopus gets for a sign-up: the list's name fields, and its origin as tags. A
 * confirmed sign-up is `subscribed` (its owner's consent is on record, so a double opt-in list does
 * not ask again); any other goes without a status, so a new contact follows the list's setting and
 * an existing one keeps the status its owner chose.
 */
function contactOf(signup: Signup): ContactInput {
  const fields: Record<string, string> = {};
  if (signup.firstName) fields.FirstName = signup.firstName;
  if (signup.lastName) fields.LastName = signup.lastName;
  const tags: Record<string, boolean> = {};
  for (const tag of [signup.source, signup.userType, signup.discountCode?.toLowerCase()]) if (tag) tags[tag] = true;
  return {
    email: signup.email,
    fields,
    tags: { ...tags, ...signup.tags },
    ...(signup.confirmedAt ? { status: "subscribed" as const } : {}),
  };
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
 * Sends `signup` to the list: confirmed by EmailOctopus ("delivered"), or kept in KV for the
 * scheduled replay ("queued"). Throws {@link SignupNotStored} when neither holds it. Forms and the
 * subscriber API never call this directly: they go through {@link askToConfirm}.
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

const proofMessage = (email: string) => `newsletter-confirmed|${email.trim().toLowerCase()}`;

/** The proof, handed to the browser that confirmed `email` through its link, that its owner did. */
export function signupToken(secret: string, email: string): Promise<string> {
  return sign(secret, proofMessage(email));
}

/** Whether `token` is the proof for `email`; Web Crypto's verify compares in constant time. */
export function isSignupToken(secret: string, email: string, token: string): Promise<boolean> {
  return verify(secret, proofMessage(email), token);
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

/** A sign-up waiting for its owner, under the id its link carries; after the confirmation only the address stays. */
type Unconfirmed = { language: Language; expires: number } & (
  { signup: Signup; createdAt: string } | { email: string; confirmedAt: string }
);

const unconfirmedPrefix = "unconfirmed:";
const confirmPurpose = "newsletter-confirm";
const hour = 60 * minute;

/** Confirmation e-mails one address gets in an hour at most: the owner's own still arrives after a stranger's, an inbox is not flooded. */
export const confirmationsPerHour = 3;

/** Where the link in a confirmation e-mail leads, in its language. */
export const confirmPath = "/newsletter/confirm";

/** The address has had its {@link confirmationsPerHour} e-mails this hour: nothing was kept or sent. */
export class TooManyConfirmations extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("This address has had its confirmation e-mails for this hour");
    this.name = "TooManyConfirmations";
  }
}

function secretOf(env: Env): string {
  const secret = envOf(env).NEWSLETTER_TOKEN_SECRET;
  if (!secret) throw new SignupNotStored(new Error("NEWSLETTER_TOKEN_SECRET is not set: no confirmation link can be signed"));
  return secret;
}

/**
 * Keeps `signup` until its owner confirms it and e-mails them the link, in `language`: the e-mail
 * says only what the site says, never what the visitor typed. Every sign-up gets a link of its own,
 * so an owner who signs up after a stranger did gets their own e-mail; at most
 * {@link confirmationsPerHour} go to an address in an hour, counted in the outbox in the statement
 * that writes the e-mail, and a sign-up beyond them is refused ({@link TooManyConfirmations}) with
 * nothing kept. Returns the sign-up's id, which the signing-up browser keeps
 * ({@link keepSignupInBrowser}). Throws {@link SignupNotStored} when the sign-up or its e-mail could
 * not be kept.
 */
export async function askToConfirm(env: Env, signup: Signup, language: Language, now = Date.now()): Promise<string> {
  const secret = secretOf(env);
  const id = crypto.randomUUID();
  const expires = Math.floor(now / 1000) + facts.records.unconfirmedSignupDays * 86_400;
  const entry: Unconfirmed = { signup, language, expires, createdAt: new Date(now).toISOString() };
  const token = `${id}.${expires}.${await sign(secret, `${confirmPurpose}|${id}|${expires}`)}`;
  const t = createTranslator(resources[language].confirmEmail);
  const link = `${originOf(siteOrigins(envOf(env)), language)}${localizePath(confirmPath, language)}?token=${token}`;
  const values = { days: facts.records.unconfirmedSignupDays };
  const paragraphs = t.list("body", values);
  const subject = t("subject");
  const reference = `newsletter-confirmation:${signup.email.toLowerCase()}`;
  const since = new Date(now - hour).toISOString();
  let email: QueuedEmail;
  try {
    email = queueEmail(
      env,
      {
        kind: "newsletter-confirmation",
        reference,
        to: signup.email,
        subject,
        text: [...paragraphs, `${t("button")}: ${link}`, t("ignore")].join("\n\n"),
        html: emailHtml(language, subject, [...paragraphs, { href: link, label: t("button") }, t("ignore")]),
      },
      {
        sql: "(SELECT COUNT(*) FROM email_outbox WHERE reference = ? AND created_at > ?) < ?",
        bindings: [reference, since, confirmationsPerHour],
      },
    );
    const { meta } = await email.statement.run();
    if (!meta.changes) throw new TooManyConfirmations(await secondsUntilNextConfirmation(env, reference, since, now));
  } catch (error) {
    if (error instanceof TooManyConfirmations) throw error;
    throw new SignupNotStored(error);
  }
  try {
    await env.SUBSCRIBERS.put(`${unconfirmedPrefix}${id}`, JSON.stringify(entry), { expiration: expires });
  } catch (error) {
    // A link to a sign-up that was never kept would only say "this link does not work".
    await env.DB.prepare("DELETE FROM email_outbox WHERE id = ?")
      .bind(email.id)
      .run()
      .catch((cleanup: unknown) => console.warn("Confirmation e-mail of a sign-up not kept stays in the outbox:", cleanup));
    throw new SignupNotStored(error);
  }
  await sendQueued(env, email);
  return id;
}

/** When the oldest of the last hour's confirmation e-mails to an address leaves the hour. */
async function secondsUntilNextConfirmation(env: Env, reference: string, since: string, now: number): Promise<number> {
  const oldest = await env.DB.prepare("SELECT MIN(created_at) AS at FROM email_outbox WHERE reference = ? AND created_at > ?")
    .bind(reference, since)
    .first<{ at: string | null }>();
  return Math.max(1, Math.ceil((Date.parse(oldest?.at ?? since) + hour - now) / 1000));
}

/** The id a confirmation link carries, if its signature holds and it has not expired. */
export async function confirmationId(env: Env, token: string, now = Date.now()): Promise<string | null> {
  const match = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, id, expires, signature] = match as unknown as [string, string, string, string];
  if (Number(expires) * 1000 <= now) return null;
  return (await verify(secretOf(env), `${confirmPurpose}|${id}|${expires}`, signature)) ? id : null;
}

// The id of the sign-up this browser made last: the names typed there apply when its owner confirms in this browser.
const signupCookie = "newsletter_signup";

/** Remembers in the browser that sent it that sign-up `id` is this browser's own, for as long as its link works. */
export function keepSignupInBrowser(context: AppLoadContext, request: Request, id: string): void {
  const secure = new URL(request.url).protocol === "https:";
  context.responseCookies.push(serializeCookie(signupCookie, id, { maxAge: facts.records.unconfirmedSignupDays * 86_400, secure }));
}

/** The id of the sign-up the browser that sent `request` made, as {@link keepSignupInBrowser} kept it. */
export const signupOfBrowser = (request: Request): string | null => readCookie(request.headers.get("Cookie"), signupCookie);

/**
 * What a confirmation may apply of a sign-up nobody has shown to be the confirming owner's: all but
 * what was typed about the person (names, company), which the list and the welcome e-mail would
 * carry to the owner as a stranger may have worded it. Its source, user type and offer are the
 * site's own choices; its campaign stays with the site.
 */
function withoutTypedNames(signup: Signup): Signup {
  const { firstName: _firstName, lastName: _lastName, company: _company, ...rest } = signup;
  return rest;
}

export type Confirmation = { email: string; token: string; language: Language; signup?: Signup };

/**
 * Sends the sign-up behind a confirmation link's id to the list, as confirmed, and returns the proof
 * for the subscriber API; a second click finds it confirmed and gets the proof again. Null when
 * the link is unknown or expired. The link proves only that the confirming person reads the
 * address's mail, not who signed it up: the names typed at a sign-up go on only when the
 * confirming browser made a sign-up of this address (`browserSignup`, the id it kept), and then
 * it is that browser's sign-up that goes on, whichever of the address's links was followed.
 * Throws {@link SignupNotStored} when neither EmailOctopus nor KV took it: the link stays valid,
 * so following it again later works.
 */
export async function confirmSignup(env: Env, id: string, browserSignup: string | null, now = Date.now()): Promise<Confirmation | null> {
  const key = `${unconfirmedPrefix}${id}`;
  const entry = await env.SUBSCRIBERS.get<Unconfirmed>(key, "json");
  if (!entry) return null;
  const secret = secretOf(env);
  if ("confirmedAt" in entry) return { email: entry.email, token: await signupToken(secret, entry.email), language: entry.language };
  const own = browserSignup === id ? entry.signup : await browsersSignup(env, entry.signup.email, browserSignup);
  const confirmedAt = new Date(now).toISOString();
  const signup: Signup = { ...(own ?? withoutTypedNames(entry.signup)), confirmedAt };
  await subscribe(env, signup, now);
  // What the visitor typed has gone on with the sign-up; the link's entry, and the browser's own, keep only the address.
  const done: Unconfirmed = { email: signup.email, confirmedAt, language: entry.language, expires: entry.expires };
  const marked = own && browserSignup !== id ? [key, `${unconfirmedPrefix}${browserSignup}`] : [key];
  await Promise.all(marked.map((name) => env.SUBSCRIBERS.put(name, JSON.stringify(done), { expiration: entry.expires }))).catch(
    (error: unknown) => console.warn(`Confirmed sign-up of ${redact(signup.email)} not marked:`, error),
  );
  return { email: signup.email, token: await signupToken(secret, signup.email), language: entry.language, signup };
}

/** The sign-up of `email` still waiting under the id the confirming browser kept, if it made one. */
async function browsersSignup(env: Env, email: string, browserSignup: string | null): Promise<Signup | null> {
  // A cookie holds whatever its browser put there; only an id's shape is looked up.
  if (!browserSignup || !/^[0-9a-f-]{36}$/.test(browserSignup)) return null;
  const kept = await env.SUBSCRIBERS.get<Unconfirmed>(`${unconfirmedPrefix}${browserSignup}`, "json");
  return kept && "signup" in kept && kept.signup.email.toLowerCase() === email.toLowerCase() ? kept.signup : null;
}

/** The cron's replay of waiting sign-ups: at most `replayBatchSize` requests to EmailOctopus a run. */
export const newsletterJobs: ScheduledJob[] = [
  { name: "newsletter replay", outgoingRequests: replayBatchSize, run: (env, now) => replayPending(env, { now }) },
];
