-- What the server saw of each selfie (docs/decisions/036-faces-checked-on-the-server.md): accepted
-- (one face, the set's person), stranger (one face, someone else's than the rest of the set), or
-- unchecked (the server could not look: too many pixels for its decoding budget, or the face
-- library did not run). Photos stored before the checks existed count as unchecked.
ALTER TABLE order_photos ADD COLUMN verdict TEXT NOT NULL DEFAULT 'unchecked' CHECK (verdict IN ('accepted', 'stranger', 'unchecked'));
-- The face's 128 numbers, which say whose it is: biometric data, kept in the photo's own row so that
-- it goes with the photo (removal, deletion, the 30-day sweep) and never outlives it.
ALTER TABLE order_photos ADD COLUMN descriptor BLOB;
-- When the buyer confirmed that every photo shows only them, for a set with unchecked photos; the
-- job does not start from such a set without it.
ALTER TABLE orders ADD COLUMN photos_confirmed_at TEXT;
