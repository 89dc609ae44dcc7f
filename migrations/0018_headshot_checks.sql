-- Each generated image's check before it counts (docs/decisions/081-headshots-checked-before-they-count.md):
-- why it was refused (null: it passed, or was stored before the check existed), and its likeness, the
-- descriptor distance of its face to the order's person (null where there was no one face to measure,
-- or no person to measure it against). A refused image keeps its row and files under its candidate's
-- number, so its replacement takes the next; nothing the buyer or the public sees lists it.
ALTER TABLE order_headshots ADD COLUMN refused TEXT CHECK (refused IN ('no face', 'several faces', 'someone else', 'eyes closed', 'blurry', 'framing'));
ALTER TABLE order_headshots ADD COLUMN likeness REAL;
