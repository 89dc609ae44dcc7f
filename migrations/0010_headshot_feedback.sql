-- The buyer's private gallery: a favourite mark and a rating of 1 to 5 per image, which the
-- buyer may change while the order lasts, and how often each image was downloaded (on its own or
-- in a zip), for the operator's dashboard: the ratings tell which orders the refund promise may
-- concern, the downloads whether the buyers took their images.
ALTER TABLE order_headshots ADD COLUMN favourite INTEGER NOT NULL DEFAULT 0 CHECK (favourite IN (0, 1));
ALTER TABLE order_headshots ADD COLUMN rating INTEGER CHECK (rating BETWEEN 1 AND 5);
ALTER TABLE order_headshots ADD COLUMN downloads INTEGER NOT NULL DEFAULT 0;
CREATE INDEX order_headshots_by_order ON order_headshots (order_id, style, n);
