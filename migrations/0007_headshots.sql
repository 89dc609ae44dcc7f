-- The images a generation job made for an order, stored in R2 (PHOTOS) under
-- `orders/<order id>/headshots/<style>-<n>.jpg`: one row per style and number, so a repeated step
-- replaces its own image rather than adding another.
CREATE TABLE order_headshots (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  style TEXT NOT NULL,
  n INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  UNIQUE (order_id, style, n)
);

-- Why a job gave up (the last error), for the operator.
ALTER TABLE orders ADD COLUMN failure TEXT;
