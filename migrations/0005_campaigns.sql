-- The campaign that brought a lead or an order (its UTM parameters, as a query string such as
-- "utm_source=news&utm_campaign=spring"), so that marketing can be judged by what it sold.
ALTER TABLE leads ADD COLUMN utm TEXT;
ALTER TABLE orders ADD COLUMN utm TEXT;
