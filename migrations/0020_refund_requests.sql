-- The buyer's refund requests (docs/decisions/091-refunds-by-the-buyer.md): once a headshot of the
-- order was downloaded, "refund my order" asks the operator, with the buyer's reason, instead of
-- refunding at once. One per order; the operator grants it (the same refund as the buyer's own) or
-- declines it, and the order page says which. The reason is the buyer's words, emptied with the
-- order's personal data when the order is deleted.
CREATE TABLE refund_requests (
  order_id TEXT PRIMARY KEY REFERENCES orders (id),
  reason TEXT NOT NULL,
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'granted', 'declined')),
  requested_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  decided_at TEXT
);
CREATE INDEX refund_requests_by_state ON refund_requests (state, requested_at);
