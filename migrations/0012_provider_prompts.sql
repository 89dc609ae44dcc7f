-- Each prompt an order's job made at Astria, and the tune it lives under (the Flux base tune, or
-- the mock tune in test mode): deleting the order's own tune leaves them and their images at
-- Astria, so the order's deletion deletes each (app/features/photos/retention/deletion.server.ts).
-- A row goes when Astria has deleted its prompt.
CREATE TABLE provider_prompts (
  order_id TEXT NOT NULL,
  tune_id INTEGER NOT NULL,
  prompt_id INTEGER NOT NULL,
  PRIMARY KEY (order_id, prompt_id)
);
