-- The widths at which a headshot's tile pictures were made, each in WebP and MozJPEG
-- (docs/decisions/097-tiles-as-the-web-serves-them.md), as a JSON array of numbers, smallest first;
-- NULL for a headshot stored before, whose one tile picture is thumb_key.
ALTER TABLE order_headshots ADD COLUMN thumb_widths TEXT;
