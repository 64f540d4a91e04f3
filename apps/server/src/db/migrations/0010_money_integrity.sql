CREATE TYPE "public"."refund_status" AS ENUM('requested', 'sent', 'confirmed', 'failed');--> statement-breakpoint
CREATE TABLE "acquirer_discrepancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"acquirer_id" uuid,
	"transaction_id" uuid,
	"event_id" text,
	"event_type" text NOT NULL,
	"reason" text NOT NULL,
	"reported_amount" bigint,
	"expected_amount" bigint,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" "refund_status" DEFAULT 'requested' NOT NULL,
	"origin" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"acquirer_refund_id" text,
	"failure_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "refund_pending_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "release_days" integer;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "reserve_days" integer;--> statement-breakpoint
-- Charges made before the schedule was stored keep the one their seller's profile holds today.
UPDATE "transactions" t SET "release_days" = CASE t."method"
    WHEN 'pix' THEN p."release_days_pix" WHEN 'boleto' THEN p."release_days_boleto" ELSE p."release_days_card" END
  FROM "users" u, "fee_profiles" p
  WHERE u."id" = t."seller_id"
    AND p."id" = coalesce(u."fee_profile_id", (SELECT "id" FROM "fee_profiles" WHERE "is_default"));--> statement-breakpoint
UPDATE "transactions" SET "release_days" = CASE "method" WHEN 'pix' THEN 0 WHEN 'boleto' THEN 2 ELSE 30 END
  WHERE "release_days" IS NULL;--> statement-breakpoint
UPDATE "transactions" SET "reserve_days" = coalesce(
  (SELECT ("settings"->>'reserveDays')::integer FROM "platform_settings" WHERE "id" = 1), 30);--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "release_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "reserve_days" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "acquirer_discrepancies" ADD CONSTRAINT "acquirer_discrepancies_acquirer_id_acquirers_id_fk" FOREIGN KEY ("acquirer_id") REFERENCES "public"."acquirers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquirer_discrepancies" ADD CONSTRAINT "acquirer_discrepancies_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquirer_discrepancies" ADD CONSTRAINT "acquirer_discrepancies_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acquirer_discrepancies_status_idx" ON "acquirer_discrepancies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "refunds_transaction_idx" ON "refunds" USING btree ("transaction_id","created_at");--> statement-breakpoint
CREATE INDEX "refunds_in_flight_idx" ON "refunds" USING btree ("last_attempt_at") WHERE status in ('requested', 'sent');