-- Whether the buyer also let search engines list a published headshot's page (its own tick beside
-- the consent to publish). Without it, as for every page published before the choice existed and
-- for the site's own samples, the page asks search engines not to list it and the sitemap leaves it out.
ALTER TABLE gallery_items ADD COLUMN findable INTEGER NOT NULL DEFAULT 0 CHECK (findable IN (0, 1));
