-- The widths at which publishing made a headshot's picture, each in WebP and MozJPEG
-- (docs/decisions/093-pictures-as-the-web-serves-them.md), as a JSON array of numbers; NULL for a
-- page published before, whose one picture is picture_key.
ALTER TABLE gallery_items ADD COLUMN picture_widths TEXT;
