-- A job's side at the image provider and what the operator needs to watch it: Astria's tune id
-- and its estimate of when training ends, how often the job's calls were retried, and the last
-- error even while the job still runs (`failure` stays the reason it gave up).
ALTER TABLE orders ADD COLUMN provider_tune TEXT;
ALTER TABLE orders ADD COLUMN provider_eta TEXT;
ALTER TABLE orders ADD COLUMN job_retries INTEGER NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN job_error TEXT;

-- Each image's small copy, for the order page and the delivery e-mail.
ALTER TABLE order_headshots ADD COLUMN thumb_key TEXT;
