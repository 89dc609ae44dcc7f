-- Finished headshots that their owner chose to share; /gallery/{id} shows one.
CREATE TABLE gallery_items (
  id TEXT PRIMARY KEY,
  style TEXT NOT NULL CHECK (style IN ('academic', 'casual', 'corporate', 'creative', 'greenery', 'real-estate', 'warm')),
  image_key TEXT NOT NULL,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
