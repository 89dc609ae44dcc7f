-- A headshot its buyer hid from the private gallery (docs/decisions/090-hidden-headshots-and-the-generators-cost.md):
-- left out of the gallery's lists, "Download all" and the favourites' zip, and never published (hiding
-- takes its public page down); the buyer may show it again while the order lasts. Still delivered:
-- the data export and the dashboard's counts keep it.
ALTER TABLE order_headshots ADD COLUMN hidden INTEGER NOT NULL DEFAULT 0 CHECK (hidden IN (0, 1));
