/**
 * The browser's side of the subscriber API (app/routes/api-newsletter.ts), with the error texts of
 * spec section 8. Plain fetch, no dependencies: popups load it lazily.
 *
 * The page that confirms a sign-up (its owner followed the link in the e-mail) hands this browser a
 * token that proves it; it is kept in local storage (`newsletter_tokens`, by address) and sent with
 * the calls that read or change that subscription.
 */
import { recalled, remember } from "~/utils/storage";
import type { Signup } from "./signup-schema";

/** The server keeps the sign-up and has e-mailed its owner the link that confirms it. */
export type SignupResult = { success: true };

const tokensKey = "newsletter_tokens";
// A browser signs up a handful of addresses at most; the oldest proof goes first.
const maxTokens = 5;

function tokens(): Record<string, string> {
  try {
    const stored = JSON.parse(recalled(tokensKey) ?? "{}") as unknown;
    return stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, string>) : {};
  } catch {
    return {};
  }
}

const tokenFor = (email: string) => tokens()[email.trim().toLowerCase()] ?? "";

/** Keeps the proof the confirmation page handed over for `email`, with at most four others. */
export function keepToken(email: string, token: string): void {
  const { [email.trim().toLowerCase()]: _, ...others } = tokens();
  const kept = Object.entries(others).slice(-(maxTokens - 1));
  remember(tokensKey, JSON.stringify(Object.fromEntries([...kept, [email.trim().toLowerCase(), token]])));
}

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`/api/newsletter/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
}

/** The server's `error` text, else the HTTP status text (empty over HTTP/2, hence the number). */
async function serverError(response: Response): Promise<string> {
  try {
    const { error } = (await response.json()) as { error?: unknown };
    if (typeof error === "string" && error !== "") return error;
  } catch {
    // Not JSON: a proxy's or the platform's error page.
  }
  return response.statusText || `HTTP ${response.status}`;
}

/** An answer of the subscriber API that was not a success; `status` tells a retry from a refusal. */
export class NewsletterApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "NewsletterApiError";
  }
}

/**
 * Subscribes; a failure throws `EmailOctopus error: …` (the caller keeps the sign-up locally, spec
 * section 7), and an unreachable server the browser's own TypeError.
 */
export async function signupSubscriber(payload: Signup): Promise<SignupResult> {
  const response = await post("signup", payload);
  if (!response.ok) throw new NewsletterApiError(`EmailOctopus error: ${await serverError(response)}`, response.status);
  return (await response.json()) as SignupResult;
}

/** Whether the address is subscribed; any failure counts as not subscribed. */
export async function checkSubscription(email: string): Promise<boolean> {
  try {
    const response = await post("check-subscription", { email, token: tokenFor(email) });
    if (!response.ok) return false;
    const { isSubscribed } = (await response.json()) as { isSubscribed?: unknown };
    return isSubscribed === true;
  } catch {
    return false;
  }
}

/** Adds tags to a subscriber; a failure throws `Failed to add tags: …`. */
export async function addSubscriberTags(email: string, tags: readonly string[]): Promise<void> {
  const response = await post("add-tags", { email, tags, token: tokenFor(email) });
  if (!response.ok) throw new Error(`Failed to add tags: ${await serverError(response)}`);
}

/** Removes tags from a subscriber; a failure throws `Failed to remove tags: …`. */
export async function removeSubscriberTags(email: string, tags: readonly string[]): Promise<void> {
  const response = await post("remove-tags", { email, tags, token: tokenFor(email) });
  if (!response.ok) throw new Error(`Failed to remove tags: ${await serverError(response)}`);
}
