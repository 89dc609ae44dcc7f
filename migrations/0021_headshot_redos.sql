-- The buyer's "Doesn't look like me" (docs/decisions/092-the-buyers-re-do.md). The headshot the buyer
-- turned down is refused as the check refuses an image, with the reason 'the buyer', so that everything
-- that reads `refused IS NULL` leaves it out as it leaves out the check's refusals; SQLite cannot widen
-- a column's CHECK, so the table is written anew with every column it has, in the same order.
CREATE TABLE order_headshots_new (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  style TEXT NOT NULL,
  n INTEGER NOT NULL,
  r2_key TEXT NOT NULL,
  width INTEGER NOT NULL,
  height INTEGER NOT NULL,
  bytes INTEGER NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  thumb_key TEXT,
  favourite INTEGER NOT NULL DEFAULT 0 CHECK (favourite IN (0, 1)),
  rating INTEGER CHECK (rating BETWEEN 1 AND 5),
  downloads INTEGER NOT NULL DEFAULT 0,
  face TEXT,
  refused TEXT CHECK (refused IN ('no face', 'several faces', 'someone else', 'eyes closed', 'blurry', 'framing', 'the buyer')),
  likeness REAL,
  hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1)),
  UNIQUE (order_id, style, n)
);
INSERT INTO order_headshots_new (id, order_id, style, n, r2_key, width, height, bytes, created_at, thumb_key, favourite, rating, downloads, face, refused, likeness, hidden)
  SELECT id, order_id, style, n, r2_key, width, height, bytes, created_at, thumb_key, favourite, rating, downloads, face, refused, likeness, hidden FROM order_headshots;
DROP TABLE order_headshots;
ALTER TABLE order_headshots_new RENAME TO order_headshots;
CREATE INDEX order_headshots_by_order ON order_headshots (order_id, style, n);

-- One row per re-do: the order's k-th (its job's instance is named by the order and k, so a replayed
-- form starts nothing twice), the headshot turned down (once only), its style, the candidate number the
-- replacement is being made under (reserved here, so that two re-dos of a style never make the same),
-- how many candidates the check refused before it, and where it stands. Deleted with the order's images.
CREATE TABLE headshot_redos (
  order_id TEXT NOT NULL REFERENCES orders (id),
  k INTEGER NOT NULL,
  image_id TEXT NOT NULL UNIQUE,
  style TEXT NOT NULL,
  n INTEGER NOT NULL,
  tries INTEGER NOT NULL DEFAULT 0,
  state TEXT NOT NULL DEFAULT 'making' CHECK (state IN ('making', 'made', 'failed')),
  failure TEXT,
  requested_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (order_id, k)
);
