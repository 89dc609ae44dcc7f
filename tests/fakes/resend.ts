/**
 * A local Resend API (resend.com/docs/api-reference), held to Resend's documented examples in
 * tests/fixtures/vendors/resend/: `POST /emails` with a Bearer key and a User-Agent (without one,
 * Resend's edge answers 403 "error code: 1010"), answer `{id}`; errors as `{statusCode, message,
 * name}` with the names and statuses of https://resend.com/docs/api-reference/errors; an
 * `Idempotency-Key` of 1 to 256 characters sends the same payload once and answers its first id
 * again, a different payload under it is a 409; 429 carries the `ratelimit-*` and `retry-after` headers.
 */
import { randomUUID } from "node:crypto";
import { failingWith, startFakeServer, type FakeServer, type Misbehaviour, type Reply } from "./http";

export type SentEmail = { id: string; from: string; to: string[]; subject: string; text?: string; html?: string; reply_to?: string };

const error = (statusCode: number, name: string, message: string, headers?: Record<string, string>): Reply => ({
  status: statusCode,
  body: { statusCode, message, name },
  headers,
});

/** Ready-made misbehaviours with Resend's own bodies and headers. */
export const resendFailures = {
  missingField: failingWith(error(422, "missing_required_field", "The request body is missing one or more required fields.")),
  domainNotVerified: (domain: string) =>
    failingWith(error(403, "validation_error", `The \`${domain}\` domain is not verified. Please, add and verify your domain.`)),
  rateLimited: (retryAfterSeconds: number) =>
    failingWith(
      error(
        429,
        "rate_limit_exceeded",
        "Too many requests. Please limit the number of requests per second. Or contact support to increase rate limit.",
        {
          "ratelimit-limit": "10",
          "ratelimit-remaining": "0",
          "ratelimit-reset": String(retryAfterSeconds),
          "retry-after": String(retryAfterSeconds),
        },
      ),
    ),
  dailyQuotaExceeded: failingWith(error(429, "daily_quota_exceeded", "You have exceeded your daily email sending quota.")),
  serverError: failingWith(error(500, "application_error", "An unexpected error occurred.")),
} satisfies Record<string, Misbehaviour | ((value: never) => Misbehaviour)>;

export type FakeResend = FakeServer & {
  apiKey: string;
  /** Messages Resend accepted, each once however often it was asked. */
  sent: SentEmail[];
  vars: Record<string, string>;
};

// An address, bare or with a display name (`Acme <onboarding@resend.dev>`).
const address = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

export async function startFakeResend({ apiKey = "re_test_key" } = {}): Promise<FakeResend> {
  const sent: SentEmail[] = [];
  const byKey = new Map<string, { payload: string; id: string }>();

  const server = await startFakeServer((request) => {
    if (request.path !== "/emails") return error(404, "not_found", "The requested endpoint does not exist.");
    if (request.method !== "POST") return error(405, "method_not_allowed", "Method is not allowed for the requested path.");
    // Resend's edge refuses a request without a User-Agent before the API sees it.
    if (!request.headers["user-agent"]) return { status: 403, body: "error code: 1010", headers: { "Content-Type": "text/plain" } };
    const authorization = request.headers.authorization;
    if (!authorization) return error(401, "missing_api_key", "Missing API key in the authorization header.");
    if (authorization !== `Bearer ${apiKey}`) return error(403, "restricted_api_key", "API key is not active");

    const key = request.headers["idempotency-key"];
    if (typeof key === "string" && (key.length === 0 || key.length > 256))
      return error(400, "invalid_idempotency_key", "Idempotency keys, if present, must have between 1 and 256 characters.");

    const body = (request.body && typeof request.body === "object" ? request.body : {}) as Partial<SentEmail> & { to?: unknown };
    const to = typeof body.to === "string" ? [body.to] : body.to;
    if (body.from === undefined || to === undefined || body.subject === undefined || (body.text === undefined && body.html === undefined))
      return error(422, "missing_required_field", "The request body is missing one or more required fields.");
    if (
      typeof body.from !== "string" ||
      !address.test(body.from) ||
      !Array.isArray(to) ||
      to.length === 0 ||
      to.length > 50 ||
      !to.every((recipient) => typeof recipient === "string" && address.test(recipient)) ||
      typeof body.subject !== "string"
    ) {
      return error(400, "validation_error", "An error was found with one or more fields in the request.");
    }

    const payload = JSON.stringify(body);
    if (typeof key === "string") {
      const earlier = byKey.get(key);
      if (earlier && earlier.payload !== payload)
        return error(
          409,
          "invalid_idempotent_request",
          "This idempotency key has been used with this HTTP method and endpoint within the last 24 hours, but the request body was modified and doesn't match the original request.",
        );
      if (earlier) return { status: 200, body: { id: earlier.id } };
    }
    const id = randomUUID();
    if (typeof key === "string") byKey.set(key, { payload, id });
    sent.push({ ...(body as SentEmail), to: to as string[], id });
    return { status: 200, body: { id } };
  });

  return { ...server, apiKey, sent, vars: { RESEND_API_URL: server.url, RESEND_API_KEY: apiKey } };
}
