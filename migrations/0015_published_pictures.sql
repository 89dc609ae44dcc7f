-- The picture a published headshot's public page and /examples show: the headshot's middle square at
-- 640 pixels (in R2 under the order, beside the link preview), a fraction of the headshot's bytes.
-- Pages published before it existed have none and show the headshot itself.
ALTER TABLE gallery_items ADD COLUMN picture_key TEXT;
