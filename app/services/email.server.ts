/**
 * Transactional e-mail (architecture.md, section 3): Resend's API where RESEND_API_KEY is set, else
 * the D1 outbox alone, readable in the dashboard. Every message is written to the outbox before it
 * is sent, so a failing provider loses nothing: the row records the failure and the scheduled job
 * tries again, with the row's id as Resend's Idempotency-Key so a retry never sends twice.
 *
 * Resend facts (providers.md, section 4.6): `POST /emails` with a Bearer key, answer `{id}`;
 * errors `{statusCode, name, message}`; 429 with `retry-after`.
 */
import { envOf, type AppEnv } from "~/utils/env.server";
import { fetchWithTimeout, retryAfterSeconds, UpstreamUnavailable } from "./upstream.server";

export type EmailMessage = {
  to: string | readonly string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** What the message is about, for the dashboard and for finding it again (`lead-notification`). */
  kind: string;
  /** The record it belongs to (`lead:<id>`). */
  reference?: string;
};

/** What happened to a message: sent by Resend, kept in the outbox (no provider configured), or failed and due for a retry. */
export type EmailOutcome = { id: string; status: "sent" | "stored" | "failed"; error?: string };

/** A message that would put a line break into a header line, or has no recipient: never sent, never stored. */
export class EmailRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailRejected";
  }
}

export function isResendConfigured(env: AppEnv): boolean {
  return Boolean(env.RESEND_API_KEY);
}

const maxAttempts = 5;
const lineBreak = /[\r\n\u2028\u2029]/;

function headerSafe(name: string, value: string): string {
  if (lineBreak.test(value)) throw new EmailRejected(`Line break in the ${name} header`);
  return value;
}

/**
 * Sends `message` through Resend, or keeps it in the outbox when no key is configured. Throws only
 * when the outbox itself cannot take the message (or the message is malformed); a provider failure
 * is an outcome with status "failed", retried by {@link retryFailedEmails}.
 */
export async function sendEmail(env: Env, message: EmailMessage): Promise<EmailOutcome> {
  const config = envOf(env);
  const to = (typeof message.to === "string" ? [message.to] : [...message.to]).map((address) => headerSafe("To", address));
  if (to.length === 0) throw new EmailRejected("No recipient");
  const subject = headerSafe("Subject", message.subject);
  const replyTo = message.replyTo === undefined ? null : headerSafe("Reply-To", message.replyTo);
  const from = headerSafe("From", config.EMAIL_FROM);
  const provider = isResendConfigured(config) ? "resend" : "outbox";
  const id = crypto.randomUUID();

  await env.DB.prepare(
    "INSERT INTO email_outbox (id, kind, reference, from_address, to_addresses, reply_to, subject, text_body, html_body, provider, status) " +
      "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  )
    .bind(id, message.kind, message.reference ?? null, from, to.join(", "), replyTo, subject, message.text, message.html ?? null, provider, provider === "resend" ? "pending" : "stored")
    .run();

  if (provider === "outbox") {
    console.info(`Resend is not configured (RESEND_API_KEY): e-mail "${message.kind}" kept in the D1 outbox as ${id}`);
    return { id, status: "stored" };
  }
  return deliver(env, config, { id, from, to, replyTo, subject, text: message.text, html: message.html ?? null, attempts: 0 });
}

type OutboxRow = { id: string; from: string; to: string[]; replyTo: string | null; subject: string; text: string; html: string | null; attempts: number };

async function deliver(env: Env, config: AppEnv, row: OutboxRow, now = Date.now()): Promise<EmailOutcome> {
  const attempts = row.attempts + 1;
  try {
    const providerId = await postToResend(config, row);
    await env.DB.prepare("UPDATE email_outbox SET status = 'sent', provider_id = ?, attempts = ?, last_error = NULL, next_attempt_at = NULL, sent_at = ? WHERE id = ?")
      .bind(providerId, attempts, new Date(now).toISOString(), row.id)
      .run();
    return { id: row.id, status: "sent" };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const retryAfter = error instanceof ResendError ? error.retryAfterSeconds : null;
    const next = attempts < maxAttempts ? new Date(now + Math.max(60_000 * 4 ** (attempts - 1), (retryAfter ?? 0) * 1000)).toISOString() : null;
    await env.DB.prepare("UPDATE email_outbox SET status = 'failed', attempts = ?, last_error = ?, next_attempt_at = ? WHERE id = ?")
      .bind(attempts, text.slice(0, 500), next, row.id)
      .run();
    console.warn(`E-mail ${row.id} not sent (attempt ${attempts}): ${text}`);
    return { id: row.id, status: "failed", error: text };
  }
}

class ResendError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds: number | null,
  ) {
    super(message);
    this.name = "ResendError";
  }
}

async function postToResend(config: AppEnv, row: OutboxRow): Promise<string> {
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

/** Sends again the failed messages whose next attempt is due, oldest first (the scheduled job). */
export async function retryFailedEmails(env: Env, now = Date.now()): Promise<{ sent: number; failed: number }> {
  const config = envOf(env);
  const result = { sent: 0, failed: 0 };
  if (!isResendConfigured(config)) return result;
  const { results } = await env.DB.prepare(
    "SELECT id, from_address, to_addresses, reply_to, subject, text_body, html_body, attempts FROM email_outbox " +
      "WHERE status = 'failed' AND next_attempt_at IS NOT NULL AND next_attempt_at <= ? ORDER BY created_at LIMIT 10",
  )
    .bind(new Date(now).toISOString())
    .all<{ id: string; from_address: string; to_addresses: string; reply_to: string | null; subject: string; text_body: string; html_body: string | null; attempts: number }>();
  for (const row of results) {
    const outcome = await deliver(
      env,
      config,
      {
        id: row.id,
        from: row.from_address,
        to: row.to_addresses.split(", "),
        replyTo: row.reply_to,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        attempts: row.attempts,
      },
      now,
    );
    result[outcome.status === "sent" ? "sent" : "failed"] += 1;
  }
  return result;
}

export type OutboxEntry = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  provider: "resend" | "outbox";
  status: "pending" | "sent" | "failed" | "stored";
  attempts: number;
  lastError: string | null;
  createdAt: string;
};

/** The latest messages, newest first, for the dashboard. */
export async function recentEmails(env: Env, limit = 20): Promise<OutboxEntry[]> {
  const { results } = await env.DB.prepare(
    "SELECT id, kind, to_addresses AS \"to\", subject, provider, status, attempts, last_error AS lastError, created_at AS createdAt " +
      "FROM email_outbox ORDER BY created_at DESC LIMIT ?",
  )
    .bind(limit)
    .all<OutboxEntry>();
  return results;
}
