-- The rest of migration 0030: a product's affiliate terms, the clicks on its affiliates' links and
-- the buyers tied to them carry the product's seller; a discrepancy about one of our charges
-- carries the charge's (none when the acquirer's notice named no charge of ours).
ALTER TABLE "affiliate_terms" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "affiliate_terms" t SET "seller_id" = p."seller_id" FROM "products" p WHERE p."id" = t."product_id";--> statement-breakpoint
ALTER TABLE "affiliate_terms" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "affiliate_clicks" c SET "seller_id" = a."seller_id" FROM "affiliations" a WHERE a."id" = c."affiliation_id";--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliate_buyers" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "affiliate_buyers" b SET "seller_id" = c."seller_id" FROM "affiliate_clicks" c WHERE c."id" = b."click_id";--> statement-breakpoint
ALTER TABLE "affiliate_buyers" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "acquirer_discrepancies" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "acquirer_discrepancies" d SET "seller_id" = t."seller_id" FROM "transactions" t WHERE t."id" = d."transaction_id";
