/**
 * The browser's memory of newsletter sign-ups (the local-storage keys of spec section 3), and the
 * offline queue `email_subscribers`: a sign-up the server could not take is kept here and sent
 * when the browser is back online, so the visitor is never told "success" for something lost.
 */
import { NewsletterApiError, signupSubscriber } from "./newsletter-client";
import type { Signup } from "./signup-schema";
import { utmOf } from "~/utils/utm";
import { recalled, remember } from "~/utils/storage";
import { queueKey } from "./signup-queue";

export type QueuedSignup = Signup & { id: string; subscribed_at: string };

// `nl_subscribed` is written by earlier versions of the site and only read.
const subscribedFlags = ["newsletter_subscribed", "welcome_flow_subscribed", "nl_subscribed"];

export function isKnownSubscriber(): boolean {
  return subscribedFlags.some((key) => recalled(key) === "true");
}

/** Notes a sign-up the site accepted (delivered, or waiting on the server or in this browser). */
export function rememberSignup(payload: Signup, now: Date = new Date()): void {
  remember("newsletter_subscribed", "true");
  remember("newsletter_email", payload.email);
  remember("newsletter_subscription_date", now.toISOString());
  if (payload.source) remember("newsletter_source", payload.source);
  // A sign-up that came with a discount is the welcome flow: checkout pre-fills from these.
  if (payload.discountCode) {
    remember("welcome_flow_subscribed", "true");
    remember("welcome_flow_email", payload.email);
    remember("welcome_flow_discount_code", payload.discountCode);
    if (payload.firstName) remember("welcome_flow_first_name", payload.firstName);
    if (payload.lastName) remember("welcome_flow_last_name", payload.lastName);
  }
}

export function queuedSignups(): QueuedSignup[] {
  try {
    const list: unknown = JSON.parse(recalled(queueKey) ?? "[]");
    return Array.isArray(list)
      ? list.filter((item): item is QueuedSignup => typeof item?.email === "string" && typeof item?.id === "string")
      : [];
  } catch {
    return [];
  }
}

function storeQueue(list: QueuedSignup[]): boolean {
  return remember(queueKey, JSON.stringify(list));
}

/** Keeps a sign-up for later; false when storage is unavailable, and the sign-up would be lost. */
export function queueSignup(payload: Signup, now: Date = new Date()): boolean {
  const entry: QueuedSignup = { ...payload, id: crypto.randomUUID(), subscribed_at: now.toISOString() };
  const others = queuedSignups().filter((queued) => queued.email.toLowerCase() !== payload.email.toLowerCase());
  return storeQueue([...others, entry]) && queuedSignups().some((queued) => queued.id === entry.id);
}

// A refusal that will not change on a retry (a malformed entry); rate limits and outages will.
const isPermanent = (error: unknown) =>
  error instanceof NewsletterApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

let sending: Promise<number> | null = null;

/**
 * Sends what waits in the queue, oldest first, and removes each entry the server took. Stops at
 * the first failure that a later attempt may overcome. Resolves with the number sent.
 */
export function sendQueuedSignups(): Promise<number> {
  sending ??= (async () => {
    let sent = 0;
    for (const entry of queuedSignups()) {
      const { id, subscribed_at: _queuedAt, ...payload } = entry;
      try {
        await signupSubscriber(payload);
        sent += 1;
      } catch (error) {
        if (!isPermanent(error)) break;
      }
      storeQueue(queuedSignups().filter((queued) => queued.id !== id));
    }
    return sent;
  })().finally(() => {
    sending = null;
  });
  return sending;
}

export type SignupOutcome = "sent" | "queued";

/**
 * Signs up through the subscriber API. When the server does not take it, the sign-up is queued
 * here and still counts as a success (spec sections 7 and 8); `onFailure` hears why. Throws only
 * when it could be kept nowhere.
 */
export async function deliverSignup(form: Signup, onFailure: (error: unknown) => void): Promise<SignupOutcome> {
  // The campaign of the page it was sent from; the server adds the visit's where it keeps one.
  const payload = { ...utmOf(new URLSearchParams(window.location.search)), ...form };
  try {
    await signupSubscriber(payload);
    return "sent";
  } catch (error) {
    onFailure(error);
    if (!queueSignup(payload)) throw error;
    return "queued";
  }
}
