-- Every seller-owned row carries its seller (docs/scaling.md); slots written before it take
-- their account's.
ALTER TABLE "ledger_credit_slots" ADD COLUMN "seller_id" uuid;--> statement-breakpoint
UPDATE "ledger_credit_slots" s SET "seller_id" = a."seller_id" FROM "ledger_accounts" a WHERE a."id" = s."account_id";--> statement-breakpoint
ALTER TABLE "ledger_credit_slots" ALTER COLUMN "seller_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_credit_slots" ADD CONSTRAINT "ledger_credit_slots_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
