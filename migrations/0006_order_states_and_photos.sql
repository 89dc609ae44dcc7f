-- An order's state in one place (app/features/orders/states.ts): paid, photos_ready (the minimum of
-- selfies is in), queued (the buyer asked to start), training, generating, delivered, deleted
-- (the 30-day sweep), refunded, failed. SQLite cannot change a CHECK in place, so the table is
-- rebuilt with the same rows.
CREATE TABLE orders_new (
  id TEXT PRIMARY KEY,
  provider_order_id TEXT NOT NULL UNIQUE,
  checkout_ref TEXT,
  plan TEXT NOT NULL CHECK (plan IN ('BASIC', 'PREMIUM', 'ULTIMATE')),
  variant_id TEXT NOT NULL,
  email TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'de', 'es')),
  currency TEXT NOT NULL,
  total INTEGER NOT NULL CHECK (total >= 0),
  discount_total INTEGER NOT NULL DEFAULT 0,
  discount_code TEXT,
  refunded_total INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (
    status IN ('paid', 'photos_ready', 'queued', 'training', 'generating', 'delivered', 'deleted', 'refunded', 'failed')
  ),
  test_mode INTEGER NOT NULL DEFAULT 0,
  referral TEXT,
  cta_variant TEXT,
  paid_at TEXT NOT NULL,
  refunded_at TEXT,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  utm TEXT,
  -- Who is pictured, which the generator needs, and the chosen styles (comma-separated keys of
  -- app/content/business.ts), both changeable until generation starts.
  subject TEXT CHECK (subject IN ('woman', 'man', 'person')),
  styles TEXT NOT NULL DEFAULT ''
);
INSERT INTO orders_new (id, provider_order_id, checkout_ref, plan, variant_id, email, language, currency, total, discount_total,
  discount_code, refunded_total, status, test_mode, referral, cta_variant, paid_at, refunded_at, created_at, utm)
  SELECT id, provider_order_id, checkout_ref, plan, variant_id, email, language, currency, total, discount_total,
  discount_code, refunded_total, status, test_mode, referral, cta_variant, paid_at, refunded_at, created_at, utm FROM orders;
DROP TABLE orders;
ALTER TABLE orders_new RENAME TO orders;
CREATE INDEX orders_by_paid_at ON orders (paid_at);
CREATE INDEX orders_by_checkout_ref ON orders (checkout_ref);

-- Every change of an order's state with its time, written by the database itself, so no code path
-- can change a state without leaving its trace: where an order stands, and since when.
CREATE TABLE order_events (
  order_id TEXT NOT NULL,
  status TEXT NOT NULL,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX order_events_by_order ON order_events (order_id, at);
INSERT INTO order_events (order_id, status, at) SELECT id, 'paid', paid_at FROM orders;
INSERT INTO order_events (order_id, status, at) SELECT id, 'refunded', COALESCE(refunded_at, paid_at) FROM orders WHERE status = 'refunded';
-- (Each trigger's statement shares its line with END: the test harness splits statements at a
-- semicolon that ends a line.)
CREATE TRIGGER order_created AFTER INSERT ON orders BEGIN
  INSERT INTO order_events (order_id, status) VALUES (NEW.id, NEW.status); END;
CREATE TRIGGER order_status_changed AFTER UPDATE OF status ON orders WHEN NEW.status <> OLD.status BEGIN
  INSERT INTO order_events (order_id, status) VALUES (NEW.id, NEW.status); END;

-- The buyer's selfies: stored in R2 (PHOTOS) under `orders/<order id>/selfies/<photo id>.<ext>`,
-- stripped of metadata. The hash of the stored bytes keeps one file from being uploaded twice.
CREATE TABLE order_photos (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  r2_key TEXT NOT NULL,
  format TEXT NOT NULL CHECK (format IN ('jpeg', 'png', 'webp')),
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL,
  original_name TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (order_id, sha256)
);
CREATE INDEX order_photos_by_order ON order_photos (order_id, created_at);
