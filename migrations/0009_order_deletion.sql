-- The buyer's "delete everything now": the sweep (app/features/photos/retention/deletion.server.ts)
-- deletes the order at once, as it does refunded orders and those past the retention days.
ALTER TABLE orders ADD COLUMN deletion_requested_at TEXT;

-- Each deletion of an order's photos and personal data: why, what was removed, when it started and
-- when it was complete. Holds no personal data itself; an unfinished row is finished by the next run.
CREATE TABLE order_deletions (
  order_id TEXT PRIMARY KEY,
  reason TEXT NOT NULL CHECK (reason IN ('retention', 'buyer', 'refund')),
  photos INTEGER NOT NULL DEFAULT 0,
  provider TEXT,
  started_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  finished_at TEXT
);
