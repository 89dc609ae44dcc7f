-- The store's own identifier of an order (the Order object's `identifier`, a UUID): besides the store
-- and its webhook, only the page that watched the payment learns it, from the overlay's
-- Checkout.Success. Right after paying, the checkout's reference opens the order only with it
-- (docs/decisions/059-the-order-opens-for-the-payer.md). Orders recorded before it have none.
ALTER TABLE orders ADD COLUMN provider_identifier TEXT;
