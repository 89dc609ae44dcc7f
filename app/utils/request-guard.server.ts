/**
 * Checks every state-changing POST runs before it changes anything: where the request comes from,
 * how large it is, whether a bot filled in the honeypot, and how often this client has sent it
 * lately (docs/decisions/007-abuse-checks-and-rate-limits.md).
 */
import { envOf } from "./env.server";
import type { HeadersFunction } from "@remix-run/cloudflare";
import { facts } from "~/content/business";
import { honeypotField } from "./forms";
import type { ScheduledJob } from "~/utils/scheduled-job";

/** Why a request was turned away before its data was looked at. */
export class RequestRejected extends Error {
  constructor(
    readonly status: 403 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "RequestRejected";
  }
}

/**
 * Whether the request comes from a page of this site. Fetch Metadata (`Sec-Fetch-Site`) answers it
 * in every current browser; older ones send only `Origin`, which must name this host. A request with
 * neither header does not come from a browser, so no visitor's cookies or session ride along with
 * it, and it is let through.
 */
export function isSameOrigin(request: Request): boolean {
  const site = request.headers.get("Sec-Fetch-Site");
  // "none": the visitor started it (a bookmark, a reload); no other site can cause that.
  if (site && site !== "same-origin" && site !== "none") return false;
  const origin = request.headers.get("Origin");
  // A browser that says "same-origin" names this host in `Origin` too; a request whose two headers
  // disagree was not made by one, and is judged by the worse of them.
  if (origin === null) return true;
  try {
    return new URL(origin).host === new URL(request.url).host;
  } catch {
    // "null" (sandboxed frames, some redirects) and anything unparseable.
    return false;
  }
}

/** Throws a 403 for a request from another site (see {@link isSameOrigin}). */
export function assertSameOrigin(request: Request): void {
  if (!isSameOrigin(request)) throw new RequestRejected(403, "Cross-site request refused");
}

const tooLarge = () => new RequestRejected(413, "Request body too large");

/** Whether the client announced a body larger than `maxBytes` (one that did not is counted as it arrives). */
export function announcedTooLarge(request: Request, maxBytes: number): boolean {
  const announced = Number(request.headers.get("Content-Length") ?? "0");
  return Number.isFinite(announced) && announced > maxBytes;
}

/**
 * The request with its body counted as it arrives: reading past `maxBytes` fails with a 413, whether
 * or not the client announced its length (a chunked body announces none), and nothing more is read.
 * For readers that take the body as a stream, such as the multipart parser.
 */
export function countedBody(request: Request, maxBytes: number): Request {
  if (announcedTooLarge(request, maxBytes)) throw tooLarge();
  if (!request.body) return request;
  let size = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxBytes) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(request, { body: counted, duplex: "half" } as RequestInit);
}

/** The body's bytes, refused beyond `maxBytes` whether or not the client announced its length. */
export async function readBody(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (announcedTooLarge(request, maxBytes)) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The body as text (see {@link readBody}). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  return new TextDecoder().decode(await readBody(request, maxBytes));
}

/** The body's media type as the readers below compare it: without its parameters, in lower case. */
export function mediaType(request: Request): string {
  return (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
}

/**
 * A form post's fields. Our forms send `application/x-www-form-urlencoded` (with and without
 * JavaScript); a file upload or anything else has no business at these endpoints.
 */
export async function readForm(request: Request, maxBytes: number): Promise<URLSearchParams> {
  assertSameOrigin(request);
  if (mediaType(request) !== "application/x-www-form-urlencoded") throw new RequestRejected(415, "Expected a form");
  return new URLSearchParams(await readBodyText(request, maxBytes));
}

/** The form's fields, or the rejection (see {@link readForm}) an action answers with instead. */
export async function readFormOrRejection(request: Request, maxBytes: number): Promise<URLSearchParams | RequestRejected> {
  try {
    return await readForm(request, maxBytes);
  } catch (error) {
    if (error instanceof RequestRejected) return error;
    throw error;
  }
}

/**
 * Whether an error of Remix's multipart parser (`unstable_parseMultipartFormData`) says that the body
 * is not multipart at all: no boundary, a broken part header, a stream that ends inside a part, or a
 * part header so long that the parser's conversion of it to text overflows the stack (a RangeError).
 * That is the client's mistake, to be answered like a form without the expected fields, not with a 500.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (error instanceof RangeError) return true;
  return error instanceof Error && (error.message === "Could not parse content as FormData." || error.message.startsWith("malformed "));
}

/** A JSON request's body, or undefined when it is not JSON. */
export async function readJson(request: Request, maxBytes: number): Promise<unknown> {
  assertSameOrigin(request);
  if (mediaType(request) !== "application/json") throw new RequestRejected(415, "Expected JSON");
  const text = await readBodyText(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether a bot filled in the honeypot field (see `honeypotField`). */
export function isHoneypotFilled(fields: URLSearchParams | Record<string, unknown>): boolean {
  const value = fields instanceof URLSearchParams ? fields.get(honeypotField) : fields[honeypotField];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
}

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

/**
 * A form route's `headers`: the Retry-After of a rate-limited action reaches the page's response,
 * which Remix otherwise builds from the route's own headers only.
 */
export const actionRetryAfter: HeadersFunction = ({ actionHeaders, errorHeaders }) => {
  if (errorHeaders) return errorHeaders;
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

export const requestGuardJobs: ScheduledJob[] = [{ name: "rate-limit pruning", outgoingRequests: 0, run: pruneRateLimits }];
