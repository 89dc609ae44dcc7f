-- White-label enquiries from /white-label. A lead is stored before anyone is notified of it.
CREATE TABLE leads (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  company_name TEXT NOT NULL,
  company_size TEXT NOT NULL CHECK (company_size IN ('small', 'medium', 'large', 'enterprise')),
  use_case TEXT NOT NULL DEFAULT '',
  language TEXT NOT NULL CHECK (language IN ('en', 'de', 'es')),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX leads_by_created_at ON leads (created_at);

-- Every transactional e-mail, written before it is sent. With Resend configured a row goes from
-- pending to sent, or to failed with the error and the time of the next attempt; without it the
-- row is the message's only destination (status stored), readable in the dashboard.
CREATE TABLE email_outbox (
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
  status TEXT NOT NULL CHECK (status IN ('pending', 'sent', 'failed', 'stored')),
  provider_id TEXT,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  sent_at TEXT
);
CREATE INDEX email_outbox_by_created_at ON email_outbox (created_at);
CREATE INDEX email_outbox_due ON email_outbox (status, next_attempt_at);
CREATE INDEX email_outbox_by_reference ON email_outbox (reference);

-- Accepted requests per client (a hash of its address) and endpoint in the client's current window,
-- for the per-client rate limits of the form and API endpoints; the scheduled job deletes clients
-- whose window opened more than a day ago.
CREATE TABLE rate_limits (
  client TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  hits INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX rate_limits_by_window ON rate_limits (window_start);
