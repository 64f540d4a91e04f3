-- Rows that hang off a seller's charge, posting, withdrawal or award claim carry that seller, as
-- every seller-owned row does (docs/scaling.md: the column a shard by seller places them by).
-- Rows written before it take their parent's. A ledger entry of the platform's own posting has
-- none. No foreign keys: each equals its parent's, whose own key already points at users, and
-- ledger:check proves the equality.
ALTER TABLE "transaction_events" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "transaction_events" e SET "seller_id" = t."seller_id" FROM "transactions" t WHERE t."id" = e."transaction_id";--> statement-breakpoint
ALTER TABLE "transaction_events" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transaction_attempts" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "transaction_attempts" a SET "seller_id" = t."seller_id" FROM "transactions" t WHERE t."id" = a."transaction_id";--> statement-breakpoint
ALTER TABLE "transaction_attempts" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawal_events" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "withdrawal_events" e SET "seller_id" = w."seller_id" FROM "withdrawals" w WHERE w."id" = e."withdrawal_id";--> statement-breakpoint
ALTER TABLE "withdrawal_events" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "award_claim_events" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "award_claim_events" e SET "seller_id" = c."seller_id" FROM "award_claims" c WHERE c."id" = e."claim_id";--> statement-breakpoint
ALTER TABLE "award_claim_events" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
-- Entries are append-only (migration 0003); this one backfill is the exception, in the
-- migration's own transaction.
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_append_only";--> statement-breakpoint
UPDATE "ledger_entries" e SET "seller_id" = t."seller_id" FROM "ledger_transactions" t WHERE t."id" = e."transaction_id" AND t."seller_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_append_only";
