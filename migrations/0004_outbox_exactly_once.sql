-- The outbox gains a terminal state: a message that failed every attempt is "given_up" and shown in
-- the dashboard, never tried again. A row due for sending is claimed by moving next_attempt_at past
-- the send's lease, so two runs never send it at once, and one that died while sending is tried again
-- (with the same Idempotency-Key) once its lease has run out. SQLite cannot change a CHECK
-- constraint in place, so the table is rebuilt.
CREATE TABLE email_outbox_new (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  reference TEXT,
  from_address TEXT NOT NULL,
  to_addresses TEXT NOT NULL,
  reply_to TEXT,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT,
  provider TEXT NOT NULL CHECK (provider IN ('resend', 'outbox')),
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'stored', 'given_up')),
  provider_id TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
);
INSERT INTO email_outbox_new SELECT id, kind, reference, from_address, to_addresses, reply_to, subject, text_body, html_body, provider,
  CASE WHEN status = 'failed' AND next_attempt_at IS NULL THEN 'given_up' ELSE status END,
  provider_id, attempts, last_error, CASE WHEN status = 'pending' THEN created_at ELSE next_attempt_at END, created_at, sent_at
  FROM email_outbox;
DROP TABLE email_outbox;
ALTER TABLE email_outbox_new RENAME TO email_outbox;
CREATE INDEX email_outbox_by_created_at ON email_outbox (created_at);
CREATE INDEX email_outbox_due ON email_outbox (status, next_attempt_at);
CREATE INDEX email_outbox_by_reference ON email_outbox (reference);

-- A refund whose order has not arrived yet (webhooks can arrive in any order, and Lemon Squeezy
-- stops retrying after a few minutes): kept here and applied when the order is recorded.
CREATE TABLE early_refunds (
  provider_order_id TEXT PRIMARY KEY,
  refunded_total INTEGER NOT NULL,
  full_refund INTEGER NOT NULL,
  refunded_at TEXT NOT NULL,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;
