-- Paid orders. A row exists only because a payment webhook with a valid signature said the order
-- was paid (app/features/orders/orders.server.ts); a refund changes its status, nothing deletes it.
CREATE TABLE orders (
  id TEXT PRIMARY KEY,
  provider_order_id TEXT NOT NULL UNIQUE,
  -- The random reference the buyer's browser passed as custom data; it finds the order right after
  -- the checkout, before the e-mailed link arrives.
  checkout_ref TEXT,
  plan TEXT NOT NULL CHECK (plan IN ('BASIC', 'PREMIUM', 'ULTIMATE')),
  variant_id TEXT NOT NULL,
  email TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'de', 'es')),
  currency TEXT NOT NULL,
  -- Amounts in the currency's smallest unit (cents), as the provider reports them.
  total INTEGER NOT NULL CHECK (total >= 0),
  discount_total INTEGER NOT NULL DEFAULT 0,
  discount_code TEXT,
  refunded_total INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('paid', 'refunded')),
  test_mode INTEGER NOT NULL DEFAULT 0,
  referral TEXT,
  cta_variant TEXT,
  paid_at TEXT NOT NULL,
  refunded_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX orders_by_paid_at ON orders (paid_at);
CREATE INDEX orders_by_checkout_ref ON orders (checkout_ref);

-- Every payment webhook that was acted on, keyed by a hash of its signed body: a retry or a replay
-- of the same delivery finds its row and changes nothing.
CREATE TABLE webhook_events (
  id TEXT PRIMARY KEY,
  event_name TEXT NOT NULL,
  resource_id TEXT,
  outcome TEXT NOT NULL,
  received_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
) WITHOUT ROWID;
