/**
 * Transactional e-mail (docs/architecture.md, section 3) through the D1 outbox (docs/decisions/016): every
 * message is written to the outbox before it is sent, in the same batch as the record it is about,
 * so a failing provider loses nothing: the row records the failure and the scheduled job tries again,
 * with the row's id as Resend's Idempotency-Key so a retry never sends twice. Without RESEND_API_KEY
 * the outbox alone keeps the messages, readable in the dashboard.
 */
import { envOf, type AppEnv } from "~/utils/env.server";
import { isResendConfigured, ResendError, sendWithResend, type ResendMessage } from "./resend.server";
import type { ScheduledJob } from "~/utils/scheduled-job";
import { rowsRead, type BatchedRead } from "~/utils/db.server";

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

/**
 * What happened to a message: sent by Resend, kept in the outbox (no provider configured), failed and
 * due for a retry, or not sent now because another run holds it or its record was not written.
 */
export type EmailOutcome = { id: string; status: "sent" | "stored" | "failed" | "held"; error?: string };

/** A message that would put a line break into a header line, or has no recipient: never sent, never stored. */
export class EmailRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmailRejected";
  }
}

const maxAttempts = 5;
/** Messages one scheduled run sends at most. */
const retryBatchSize = 10;
// How long a run may take to send one message before another run may take it over: longer than
// the upstream timeout, so a slow but live send is never doubled.
const leaseMs = 120_000;
const lineBreak = /[\r\n\u2028\u2029]/;

function headerSafe(name: string, value: string): string {
  if (lineBreak.test(value)) throw new EmailRejected(`Line break in the ${name} header`);
  return value;
}

/** A message's outbox row, not yet written: its statement goes into the same D1 batch as the record it belongs to. */
export type QueuedEmail = { id: string; provider: "resend" | "outbox"; statement: D1PreparedStatement };

/**
 * The outbox row for `message` as a statement (the transactional outbox): written in one batch with
 * the record the message is about, both exist or neither does. `onlyIf` is an SQL condition, with its
 * bindings, checked in that batch (for example that the record was really inserted).
 */
export function queueEmail(env: Env, message: EmailMessage, onlyIf?: { sql: string; bindings: unknown[] }): QueuedEmail {
  const config = envOf(env);
  const to = (typeof message.to === "string" ? [message.to] : [...message.to]).map((address) => headerSafe("To", address));
  if (to.length === 0) throw new EmailRejected("No recipient");
  const subject = headerSafe("Subject", message.subject);
  const replyTo = message.replyTo === undefined ? null : headerSafe("Reply-To", message.replyTo);
  const from = headerSafe("From", config.EMAIL_FROM);
  const provider = isResendConfigured(config) ? "resend" : "outbox";
  const id = crypto.randomUUID();
  const values = [
    id,
    message.kind,
    message.reference ?? null,
    from,
    to.join(", "),
    replyTo,
    subject,
    message.text,
    message.html ?? null,
    provider,
    provider === "resend" ? "pending" : "stored",
    provider === "resend" ? new Date().toISOString() : null,
  ];
  const columns =
    "(id, kind, reference, from_address, to_addresses, reply_to, subject, text_body, html_body, provider, status, next_attempt_at)";
  const placeholders = values.map(() => "?").join(", ");
  const sql = onlyIf
    ? `INSERT INTO email_outbox ${columns} SELECT ${placeholders} WHERE ${onlyIf.sql}`
    : `INSERT INTO email_outbox ${columns} VALUES (${placeholders})`;
  return { id, provider, statement: env.DB.prepare(sql).bind(...values, ...(onlyIf?.bindings ?? [])) };
}

/** {@link queueEmail} for a message owed once for its reference: written only if none exists for it, however often it is queued. */
export function queueEmailOnce(env: Env, message: EmailMessage & { reference: string }): QueuedEmail {
  return queueEmail(env, message, { sql: "NOT EXISTS (SELECT 1 FROM email_outbox WHERE reference = ?)", bindings: [message.reference] });
}

/**
 * Writes `message` to the outbox and sends it through Resend, or keeps it there when no key is
 * configured. Throws only when the outbox itself cannot take the message (or the message is
 * malformed); a provider failure is an outcome with status "failed", retried by {@link retryFailedEmails}.
 */
export async function sendEmail(env: Env, message: EmailMessage): Promise<EmailOutcome> {
  const queued = queueEmail(env, message);
  await queued.statement.run();
  return sendQueued(env, queued);
}

/** Sends a message whose outbox row is written, unless another run holds it or the row was not written. */
export async function sendQueued(env: Env, queued: Pick<QueuedEmail, "id" | "provider">, now = Date.now()): Promise<EmailOutcome> {
  if (queued.provider === "outbox") {
    console.info(`Resend is not configured (RESEND_API_KEY): e-mail ${queued.id} kept in the D1 outbox`);
    return { id: queued.id, status: "stored" };
  }
  const row = await claim(env, queued.id, now);
  if (!row) return { id: queued.id, status: "held" };
  return deliver(env, envOf(env), row, now);
}

type OutboxRow = ResendMessage & { attempts: number };

/**
 * Takes the row for one send: counts the attempt and moves its next attempt past the lease, in one
 * statement, so two runs never both get it; a run that dies while sending leaves it due again later.
 */
async function claim(env: Env, id: string, now: number): Promise<OutboxRow | null> {
  const row = await env.DB.prepare(
    "UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = ? " +
      "WHERE id = ? AND status IN ('pending', 'failed') AND next_attempt_at IS NOT NULL AND next_attempt_at <= ? " +
      "RETURNING id, from_address, to_addresses, reply_to, subject, text_body, html_body, attempts",
  )
    .bind(new Date(now + leaseMs).toISOString(), id, new Date(now).toISOString())
    .first<{
      id: string;
      from_address: string;
      to_addresses: string;
      reply_to: string | null;
      subject: string;
      text_body: string;
      html_body: string | null;
      attempts: number;
    }>();
  if (!row) return null;
  return {
    id: row.id,
    from: row.from_address,
    to: row.to_addresses.split(", "),
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attempts: row.attempts,
  };
}

async function deliver(env: Env, config: AppEnv, row: OutboxRow, now: number): Promise<EmailOutcome> {
  try {
    const providerId = await sendWithResend(config, row);
    await env.DB.prepare(
      "UPDATE email_outbox SET status = 'sent', provider_id = ?, last_error = NULL, next_attempt_at = NULL, sent_at = ? WHERE id = ?",
    )
      .bind(providerId, new Date(now).toISOString(), row.id)
      .run();
    return { id: row.id, status: "sent" };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    const retryAfter = error instanceof ResendError ? error.retryAfterSeconds : null;
    const givenUp = row.attempts >= maxAttempts;
    const next = givenUp ? null : new Date(now + Math.max(60_000 * 4 ** (row.attempts - 1), (retryAfter ?? 0) * 1000)).toISOString();
    await env.DB.prepare("UPDATE email_outbox SET status = ?, last_error = ?, next_attempt_at = ? WHERE id = ?")
      .bind(givenUp ? "given_up" : "failed", text.slice(0, 500), next, row.id)
      .run();
    console.warn(`E-mail ${row.id} not sent (attempt ${row.attempts}${givenUp ? ", given up" : ""}): ${text}`);
    return { id: row.id, status: "failed", error: text };
  }
}

/**
 * Sends the messages that are due, oldest first (the scheduled job): failed ones whose next attempt
 * has come, and pending ones whose first send never finished (the Worker stopped between writing the
 * row and sending it, or while sending). Each is claimed first, so overlapping runs send it once.
 */
export async function retryFailedEmails(env: Env, now = Date.now()): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  if (!isResendConfigured(envOf(env))) return result;
  const { results } = await env.DB.prepare(
    "SELECT id FROM email_outbox WHERE status IN ('pending', 'failed') AND next_attempt_at IS NOT NULL AND next_attempt_at <= ? ORDER BY created_at LIMIT ?",
  )
    .bind(new Date(now).toISOString(), retryBatchSize)
    .all<{ id: string }>();
  for (const { id } of results) {
    const outcome = await sendQueued(env, { id, provider: "resend" }, now);
    if (outcome.status === "sent") result.sent += 1;
    if (outcome.status === "failed") result.failed += 1;
  }
  return result;
}

export type OutboxStatus = "pending" | "sent" | "failed" | "stored" | "given_up";

export type OutboxEntry = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  provider: "resend" | "outbox";
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
};

const entryColumns =
  'id, kind, to_addresses AS "to", subject, provider, status, attempts, last_error AS lastError, created_at AS createdAt';

/** The latest messages, newest first, for the dashboard. */
export function recentEmails(env: Env, limit = 20): BatchedRead<OutboxEntry[]> {
  return rowsRead(env.DB.prepare(`SELECT ${entryColumns} FROM email_outbox ORDER BY created_at DESC LIMIT ?`).bind(limit));
}

/** The messages that failed every attempt, newest first: the operator's to resend by hand. */
export function givenUpEmails(env: Env, limit = 20): BatchedRead<OutboxEntry[]> {
  return rowsRead(
    env.DB.prepare(`SELECT ${entryColumns} FROM email_outbox WHERE status = 'given_up' ORDER BY created_at DESC LIMIT ?`).bind(limit),
  );
}

export type OutboxMessage = OutboxEntry & {
  from: string;
  replyTo: string | null;
  text: string;
  html: string | null;
  sentAt: string | null;
};

/** One message as it was sent (or kept), for the dashboard. */
export async function outboxMessage(env: Env, id: string): Promise<OutboxMessage | null> {
  return env.DB.prepare(
    'SELECT id, kind, from_address AS "from", to_addresses AS "to", reply_to AS replyTo, subject, text_body AS text, html_body AS html, provider, status, attempts, ' +
      "last_error AS lastError, created_at AS createdAt, sent_at AS sentAt FROM email_outbox WHERE id = ?",
  )
    .bind(id)
    .first<OutboxMessage>();
}

/** The cron's sending of due e-mails: at most `retryBatchSize` requests to Resend a run. */
export const outboxJobs: ScheduledJob[] = [{ name: "e-mail retry", outgoingRequests: retryBatchSize, run: retryFailedEmails }];
