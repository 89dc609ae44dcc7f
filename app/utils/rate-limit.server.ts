/**
 * How often one client may send a request to an endpoint, counted per client without keeping who
 * it is (docs/decisions/007-abuse-checks-and-rate-limits.md).
 */
import type { HeadersFunction } from "@remix-run/cloudflare";
import { facts } from "~/content/business";
import type { ScheduledJob } from "~/utils/scheduled-job";
import { envOf } from "./env.server";

/** How many accepted requests one client may send to an endpoint per window. */
export const rateLimits = {
  newsletter: { limit: 10, windowSeconds: 600 },
  newsletterLookup: { limit: 30, windowSeconds: 600 },
  newsletterTags: { limit: 30, windowSeconds: 600 },
  lead: { limit: 5, windowSeconds: 600 },
  // A photo review without JavaScript decodes a photo in the Worker, and the vision model costs per call.
  review: { limit: 20, windowSeconds: 600 },
  reviewReport: { limit: 5, windowSeconds: 600 },
  operator: { limit: 30, windowSeconds: 600 },
  // Failed dashboard sign-ins: the operator mistypes a few times, a guesser gets nowhere.
  signIn: { limit: 10, windowSeconds: 900 },
} as const;

export type RateLimitName = keyof typeof rateLimits;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

// Without RATE_LIMIT_SECRET the keys are made with a random key of this isolate: still unreadable,
// but counted per isolate, so the README asks every deployment to set the secret.
let isolateKey: Promise<CryptoKey> | undefined;

function rateLimitKey(secret: string | undefined): Promise<CryptoKey> {
  const algorithm = { name: "HMAC", hash: "SHA-256" } as const;
  if (secret) return crypto.subtle.importKey("raw", new TextEncoder().encode(secret), algorithm, false, ["sign"]);
  if (!isolateKey) {
    console.warn("RATE_LIMIT_SECRET is not set: rate limits are counted per isolate");
    isolateKey = crypto.subtle.generateKey(algorithm, false, ["sign"]) as Promise<CryptoKey>;
  }
  return isolateKey;
}

/**
 * The client a request comes from: Cloudflare's `CF-Connecting-IP` (set by the edge, a client
 * cannot forge it there), and for IPv6 its /64 network, which one household or device controls as
 * a whole. Stored only as an HMAC with a secret (a plain hash of an IPv4 address is reversed by
 * trying all four billion), and only for a day.
 */
async function clientKey(request: Request, name: RateLimitName, secret: string | undefined): Promise<string> {
  const ip = request.headers.get("CF-Connecting-IP") ?? "unknown";
  const network = ip.includes(":") ? ipv6Network(ip) : ip;
  const mac = await crypto.subtle.sign("HMAC", await rateLimitKey(secret), new TextEncoder().encode(`${name}|${network}`));
  return `${name}:${[...new Uint8Array(mac).slice(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}

function ipv6Network(ip: string): string {
  const [head, tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return (
    groups
      .slice(0, 4)
      .map((group) => group.replace(/^0+(?=.)/, ""))
      .join(":") + "::/64"
  );
}

/**
 * Counts this request against the client's budget for `name`, in D1 (one upsert per accepted
 * request). The window opens with the client's first request and closes `windowSeconds` later, so
 * a burst is never split across two windows. When D1 cannot answer, the request is let through: a
 * sign-up matters more than a counter.
 */
export async function checkRateLimit(env: Env, request: Request, name: RateLimitName, now = Date.now()): Promise<RateLimitResult> {
  const { limit, windowSeconds } = rateLimits[name];
  const nowSeconds = Math.floor(now / 1000);
  const expired = nowSeconds - windowSeconds;
  try {
    // SQLite evaluates every SET expression against the row as it was, so both see the old window.
    const row = await env.DB.prepare(
      "INSERT INTO rate_limits (client, window_start, hits) VALUES (?1, ?2, 1) ON CONFLICT (client) DO UPDATE SET " +
        "hits = CASE WHEN window_start <= ?3 THEN 1 ELSE hits + 1 END, " +
        "window_start = CASE WHEN window_start <= ?3 THEN ?2 ELSE window_start END " +
        "RETURNING hits, window_start",
    )
      .bind(await clientKey(request, name, envOf(env).RATE_LIMIT_SECRET), nowSeconds, expired)
      .first<{ hits: number; window_start: number }>();
    if (row && row.hits > limit) return { allowed: false, retryAfterSeconds: Math.max(1, row.window_start + windowSeconds - nowSeconds) };
  } catch (error) {
    console.error("Rate limit not checked, request let through:", error);
  }
  return { allowed: true };
}

/** Whether the client has used up its budget for `name`, without counting this request. */
export async function isRateLimited(env: Env, request: Request, name: RateLimitName, now = Date.now()): Promise<RateLimitResult> {
  const { limit, windowSeconds } = rateLimits[name];
  const nowSeconds = Math.floor(now / 1000);
  try {
    const row = await env.DB.prepare("SELECT hits, window_start FROM rate_limits WHERE client = ? AND window_start > ?")
      .bind(await clientKey(request, name, envOf(env).RATE_LIMIT_SECRET), nowSeconds - windowSeconds)
      .first<{ hits: number; window_start: number }>();
    if (row && row.hits >= limit) return { allowed: false, retryAfterSeconds: Math.max(1, row.window_start + windowSeconds - nowSeconds) };
  } catch (error) {
    console.error("Rate limit not checked, request let through:", error);
  }
  return { allowed: true };
}

/** Forgets clients whose window opened longer ago than the privacy policy allows (run by the scheduled job). */
export async function pruneRateLimits(env: Pick<Env, "DB">, now = Date.now()): Promise<void> {
  await env.DB.prepare("DELETE FROM rate_limits WHERE window_start < ?")
    .bind(Math.floor(now / 1000) - facts.records.rateLimitHours * 3_600)
    .run();
}

/** The header that tells a refused client when it may ask again. */
export const retryAfterHeader = (refused: { retryAfterSeconds: number }) => ({ "Retry-After": String(refused.retryAfterSeconds) });

/**
 * A form route's `headers`: the Retry-After of a rate-limited action reaches the page's response,
 * which Remix otherwise builds from the route's own headers only.
 */
export const actionRetryAfter: HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const rateLimitJobs: ScheduledJob[] = [{ name: "rate-limit pruning", outgoingRequests: 0, run: pruneRateLimits }];
