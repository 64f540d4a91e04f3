-- The order list filtered by status and method (docs/performance.md, finding 7): the page is read
-- in the list's order and its total counted from this index alone, instead of counting every
-- matching row of the table. livemode, last, lets /v1's lists filter it inside the index too.
CREATE INDEX "transactions_seller_status_method_idx" ON "transactions" USING btree ("seller_id","status","method","created_at","id","livemode");
