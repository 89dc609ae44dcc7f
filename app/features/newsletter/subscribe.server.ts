/**
 * A confirmed sign-up's way to the list (docs/decisions/008): it reaches EmailOctopus at once, or
 * waits in KV (./pending.server.ts) for the scheduled replay (./replay.server.ts); it is never lost.
 * The upsert is idempotent, so a replay that runs twice changes nothing.
 */
import { EmailOctopusError, getContact, upsertContact, type ContactInput } from "~/services/emailoctopus.server";
import { envOf } from "~/utils/env.server";
import { deletePending, describe, failed, readPending, redact, writePending, type ListSignup, type PendingSignup } from "./pending.server";

/** Neither EmailOctopus nor KV holds the sign-up: the visitor must be told it failed. */
export class SignupNotStored extends Error {
  constructor(cause: unknown) {
    super(`Sign-up neither confirmed nor stored: ${describe(cause)}`);
    this.name = "SignupNotStored";
  }
}

/**
 * The contact EmailOctopus gets for a sign-up: the list's name fields, and its origin as tags. A
 * confirmed sign-up is `subscribed` (its owner's consent is on record, so a double opt-in list does
 * not ask again); any other goes without a status, so a new contact follows the list's setting and
 * an existing one keeps the status its owner chose.
 */
export function contactOf(signup: ListSignup): ContactInput {
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
export function merge(waiting: ListSignup, later: ListSignup): ListSignup {
  const defined = Object.fromEntries(Object.entries(later).filter(([, value]) => value !== undefined && value !== ""));
  return { ...waiting, ...defined, tags: { ...waiting.tags, ...later.tags } };
}

/**
 * Records a failed delivery of `signup` in KV: a new entry, or the waiting one with this sign-up
 * merged in and its attempts counted.
 */
async function recordFailure(env: Env, signup: ListSignup, waiting: PendingSignup | null, error: unknown, now: number): Promise<void> {
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

export type SignupOutcome = "delivered" | "queued";

/**
 * Sends `signup` to the list: confirmed by EmailOctopus ("delivered"), or kept in KV for the
 * scheduled replay ("queued"). Throws {@link SignupNotStored} when neither holds it. Forms and the
 * subscriber API never call this directly: they go through `askToConfirm` (./opt-in.server.ts).
 */
export async function subscribe(env: Env, signup: ListSignup, now = Date.now()): Promise<SignupOutcome> {
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
    await deletePending(env, signup.email).catch((error: unknown) => console.warn("Delivered sign-up stays in KV:", error));
  }
  return "delivered";
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
