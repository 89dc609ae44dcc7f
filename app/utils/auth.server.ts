import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { getEnv } from "./env.server";
import { checkRateLimit, isRateLimited, type RateLimitResult, retryAfterHeader } from "./rate-limit.server";
import { readFormOrRejection } from "./request-body.server";
import { RequestRejected } from "./request-rejected";

const challenge = { "WWW-Authenticate": 'Basic realm="Resoume dashboard", charset="UTF-8"' };

type RequestArgs = Pick<ActionFunctionArgs, "request" | "context">;

/**
 * Lets only the operator through: the ADMIN_TOKEN secret as a Bearer token, or as the password of
 * HTTP Basic (any user name), so a browser can sign in with its own prompt. Failed sign-ins are
 * counted per client; once it has used up its budget, a client is refused before its token is
 * compared at all, so a guess past the limit tells nothing, the right one included.
 */
export async function requireOperator({ request, context }: RequestArgs): Promise<void> {
  const env = context.cloudflare.env;
  const expected = getEnv(context).ADMIN_TOKEN;
  const locked = await isRateLimited(env, request, "signIn");
  if (!locked.allowed) throw tooManySignIns(locked);
  const given = presentedToken(request.headers.get("Authorization"));
  if (expected && given !== null && sameSecret(given, expected)) return;
  // A first visit without credentials is the browser asking for its prompt, not a failed sign-in.
  if (given !== null) {
    const rate = await checkRateLimit(env, request, "signIn");
    if (!rate.allowed) throw tooManySignIns(rate);
  }
  throw new Response("Unauthorized", { status: 401, headers: challenge });
}

function tooManySignIns(rate: Exclude<RateLimitResult, { allowed: true }>): Response {
  return new Response("Too Many Requests", { status: 429, headers: retryAfterHeader(rate) });
}

/**
 * The form of an operator's action on the dashboard: only the operator, a small same-site form, at
 * the operator's rate (`tooMany` says what was asked too often). A refusal comes back as the response
 * to answer with. Only the operator gets past, so a honeypot would have nobody to catch.
 */
export async function readOperatorForm({ request, context }: RequestArgs, tooMany: string): Promise<URLSearchParams | Response> {
  await requireOperator({ request, context });
  const form = await readFormOrRejection(request, 1024);
  if (form instanceof RequestRejected) return new Response(form.message, { status: form.status });
  const rate = await checkRateLimit(context.cloudflare.env, request, "operator");
  if (!rate.allowed) return new Response(tooMany, { status: 429, headers: retryAfterHeader(rate) });
  return form;
}

function presentedToken(header: string | null): string | null {
  const [scheme, value] = header?.split(" ", 2) ?? [];
  if (!value) return null;
  if (scheme.toLowerCase() === "bearer") return value.trim();
  if (scheme.toLowerCase() !== "basic") return null;
  try {
    const decoded = atob(value.trim());
    return decoded.slice(decoded.indexOf(":") + 1);
  } catch {
    return null;
  }
}

function sameSecret(given: string, expected: string): boolean {
  const encoder = new TextEncoder();
  const a = encoder.encode(given);
  const b = encoder.encode(expected);
  // workerd's constant-time comparison; the DOM typings this project also compiles against lack it.
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean };
  // It needs equal lengths; comparing b with itself keeps the time the same.
  return subtle.timingSafeEqual(a.byteLength === b.byteLength ? a : b, b) && a.byteLength === b.byteLength;
}
