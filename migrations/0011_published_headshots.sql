-- A headshot its buyer chose to publish at /gallery/{id}: the order and image it came from, when the
-- buyer consented, its link preview (1200 x 630, in R2 under the order, so it goes with the order),
-- whether the operator features it on /examples, and when it was taken down (the page then answers
-- 410). Rows without an order are the site's own samples.
ALTER TABLE gallery_items ADD COLUMN order_id TEXT;
ALTER TABLE gallery_items ADD COLUMN headshot_id TEXT;
ALTER TABLE gallery_items ADD COLUMN preview_key TEXT;
ALTER TABLE gallery_items ADD COLUMN consented_at TEXT;
ALTER TABLE gallery_items ADD COLUMN featured INTEGER NOT NULL DEFAULT 0;
ALTER TABLE gallery_items ADD COLUMN removed_at TEXT;
CREATE INDEX gallery_items_by_order ON gallery_items (order_id);
