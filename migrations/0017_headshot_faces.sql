-- Where the face of each delivered headshot is, read once when the headshot is kept, so that the
-- gallery says before any download which formats a headshot gives
-- (docs/decisions/049-download-formats.md): JSON of the eyes' midpoint and the chin in the
-- headshot's pixels, {"eyes":{"x":..,"y":..},"chin":{"x":..,"y":..}}; the JSON null where the
-- reading found no face; SQL NULL where it was not read (headshots kept before this, or a server
-- that could not look), which the first crop of the headshot reads and keeps.
ALTER TABLE order_headshots ADD COLUMN face TEXT;
