/**
 * Tag changes from the subscriber API. A change for a sign-up still waiting in KV is kept under a
 * key of its own ("signup-tags:<email>:<time>-<id>"), so a replay running at the same time cannot
 * lose it by deleting the entry it read before the change; the replay sends it along
 * (./replay.server.ts).
 */
import { addTags, removeTags } from "~/services/emailoctopus.server";
import { envOf } from "~/utils/env.server";
import { expirationOf, readPending } from "./pending.server";
import type { SignupOutcome } from "./subscribe.server";

export const tagPrefix = "signup-tags:";
const tagKeyOf = (email: string, now: number) => `${tagPrefix}${email}:${String(now).padStart(15, "0")}-${crypto.randomUUID()}`;
export const emailOfTagKey = (name: string) => name.slice(tagPrefix.length, name.lastIndexOf(":"));

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

export async function sendTags(config: ReturnType<typeof envOf>, email: string, tags: Record<string, boolean>): Promise<void> {
  const names = (wanted: boolean) => Object.keys(tags).filter((tag) => tags[tag] === wanted);
  if (names(true).length) await addTags(config, email, names(true));
  if (names(false).length) await removeTags(config, email, names(false));
}

/** The tag changes stored under `keys`, oldest first, as one set (a later change wins). */
export async function readTagChanges(env: Env, keys: string[]): Promise<Record<string, boolean>> {
  const changes = await Promise.all(keys.map((key) => env.SUBSCRIBERS.get<Record<string, boolean>>(key, "json")));
  return Object.assign({}, ...changes.filter(Boolean));
}
