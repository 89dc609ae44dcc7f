/**
 * A local Resend API (providers.md, section 4.6): `POST /emails` with a Bearer key, answer `{id}`,
 * errors as `{statusCode, name, message}`, `Idempotency-Key` (the same key and payload send once, a
 * different payload is a 409), and 429 with `retry-after`.
 */
import { randomUUID } from "node:crypto";
import { failingWith, rateLimitedWith, startFakeServer, type FakeServer, type Misbehaviour, type Reply } from "./http";

export type SentEmail = { id: string; from: string; to: string[]; subject: string; text?: string; html?: string; reply_to?: string };

const error = (statusCode: number, name: string, message: string): Reply => ({ status: statusCode, body: { statusCode, name, message } });

/** Ready-made misbehaviours with Resend's own bodies and headers. */
export const resendFailures = {
  validation: failingWith(error(422, "validation_error", "The `to` field is invalid.")),
  forbidden: failingWith(error(403, "validation_error", "The resoume.com domain is not verified.")),
  rateLimited: rateLimitedWith(
    error(429, "rate_limit_exceeded", "Too many requests. You can only make 2 requests per second."),
    "retry-after",
  ),
  serverError: failingWith(error(500, "internal_server_error", "An unexpected error occurred.")),
} satisfies Record<string, Misbehaviour | ((seconds: number) => Misbehaviour)>;

export type FakeResend = FakeServer & {
  apiKey: string;
  /** Messages Resend accepted, each once however often it was asked. */
  sent: SentEmail[];
  vars: Record<string, string>;
};

export async function startFakeResend({ apiKey = "re_test_key" } = {}): Promise<FakeResend> {
  const sent: SentEmail[] = [];
  const byKey = new Map<string, { payload: string; id: string }>();

  const server = await startFakeServer((request) => {
    if (request.path !== "/emails" || request.method !== "POST") return error(404, "not_found", "The requested endpoint does not exist.");
    const authorization = request.headers.authorization;
    if (!authorization) return error(401, "missing_api_key", "Missing API key in the authorization header.");
    if (authorization !== `Bearer ${apiKey}`) return error(403, "invalid_api_key", "API key is invalid.");

    const body = request.body as Partial<SentEmail> & { to?: unknown };
    const to = typeof body?.to === "string" ? [body.to] : body?.to;
    if (
      !body ||
      typeof body.from !== "string" ||
      !Array.isArray(to) ||
      to.length === 0 ||
      to.length > 50 ||
      typeof body.subject !== "string"
    ) {
      return error(422, "validation_error", "Missing `from`, `to` or `subject`.");
    }
    if (typeof body.text !== "string" && typeof body.html !== "string") return error(422, "validation_error", "Missing `html` or `text`.");

    const key = request.headers["idempotency-key"];
    const payload = JSON.stringify(body);
    if (typeof key === "string") {
      const earlier = byKey.get(key);
      if (earlier && earlier.payload !== payload)
        return error(409, "invalid_idempotent_request", "Same idempotency key used with a different request payload.");
      if (earlier) return { status: 200, body: { id: earlier.id } };
    }
    const id = randomUUID();
    if (typeof key === "string") byKey.set(key, { payload, id });
    sent.push({ ...(body as SentEmail), to: to as string[], id });
    return { status: 200, body: { id } };
  });

  return { ...server, apiKey, sent, vars: { RESEND_API_URL: server.url, RESEND_API_KEY: apiKey } };
}
