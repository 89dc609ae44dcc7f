/**
 * Resend, the transactional e-mail provider (resend.com/docs/api-reference): `POST /emails` with a Bearer
 * key and a User-Agent, answer `{id}`; errors `{statusCode, message, name}` (a refusal at Resend's
 * edge is plain text); 429 with `retry-after`. The outbox (./outbox.server.ts) decides what is sent
 * and when; tests/fixtures/vendors/resend/ holds the documented answers.
 */
import type { AppEnv } from "~/utils/env.server";
import { fetchWithTimeout, retryAfterSeconds, UpstreamUnavailable } from "./upstream.server";

export function isResendConfigured(env: AppEnv): boolean {
  return Boolean(env.RESEND_API_KEY);
}

export class ResendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = "ResendError";
  }
}

/** A message as Resend takes it; `id` makes retries of it idempotent. */
export type ResendMessage = {
  id: string;
  from: string;
  to: string[];
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
};

/** Sends `message` and answers Resend's id for it; a refusal or an outage is a `ResendError`. */
export async function sendWithResend(config: AppEnv, row: ResendMessage): Promise<string> {
  let response: Response;
  try {
    response = await fetchWithTimeout(
      "Resend",
      `${config.RESEND_API_URL.replace(/\/+$/, "")}/emails`,
      {
        method: "POST",
        headers: {
          Authorization: `Bearer ${config.RESEND_API_KEY}`,
          "Content-Type": "application/json",
          // Resend's edge refuses a request without one (403, "error code: 1010"), and a Worker's fetch sends none.
          "User-Agent": "Resoume/1.0",
          // Retries of this row reuse it, so Resend sends the message once however often we ask.
          "Idempotency-Key": `outbox/${row.id}`,
        },
        body: JSON.stringify({
          from: row.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          ...(row.html ? { html: row.html } : {}),
          ...(row.replyTo ? { reply_to: row.replyTo } : {}),
        }),
      },
      config.UPSTREAM_TIMEOUT_MS,
    );
  } catch (error) {
    if (error instanceof UpstreamUnavailable) throw new ResendError(error.message, 0, null);
    throw error;
  }
  const body = await response.text().catch(() => "");
  let json: { id?: unknown; name?: unknown; message?: unknown } = {};
  try {
    json = JSON.parse(body) as typeof json;
  } catch {
    // Checked below: a success must carry an id.
  }
  if (!response.ok) {
    const said = [json.name, json.message].filter((part): part is string => typeof part === "string").join(": ") || body.slice(0, 200);
    throw new ResendError(
      `Resend answered ${response.status}${said ? `: ${said}` : ""}`,
      response.status,
      retryAfterSeconds(response.headers.get("retry-after")),
    );
  }
  if (typeof json.id !== "string") throw new ResendError(`Resend answered ${response.status} without a message id`, response.status, null);
  return json.id;
}
