-- Smart recovery (issue 16, docs/money.md §13): the seller tops up their recovery balance by a Pix
-- charge the platform makes to them. A top-up is its own row, never a sale: it carries no fee
-- breakdown and posts `recovery_topup`, so sales money and recovery money never mix.
CREATE TABLE "recovery_topups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"acquirer_id" uuid,
	"acquirer_reference" text,
	"br_code" text,
	"pix_expires_at" timestamp with time zone,
	-- What the acquirer charges the platform for the Pix, from its fee table when it was made.
	"acquirer_cost" bigint,
	"paid_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recovery_topups_amount_positive" CHECK ("recovery_topups"."amount" > 0),
	CONSTRAINT "recovery_topups_status" CHECK ("recovery_topups"."status" in ('pending', 'paid', 'expired', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "recovery_topups" ADD CONSTRAINT "recovery_topups_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "recovery_topups" ADD CONSTRAINT "recovery_topups_acquirer_id_acquirers_id_fk" FOREIGN KEY ("acquirer_id") REFERENCES "public"."acquirers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- The same Idempotency-Key sent twice, even at once, makes one top-up: the loser reads the winner.
CREATE UNIQUE INDEX "recovery_topups_idempotency_key" ON "recovery_topups" USING btree ("seller_id","idempotency_key");
--> statement-breakpoint
-- An acquirer's notice finds its top-up by the acquirer's own reference.
CREATE UNIQUE INDEX "recovery_topups_acquirer_reference" ON "recovery_topups" USING btree ("acquirer_id","acquirer_reference");
--> statement-breakpoint
-- The seller's list, newest first (read backwards).
CREATE INDEX "recovery_topups_seller_idx" ON "recovery_topups" USING btree ("seller_id","created_at","id");
--> statement-breakpoint
-- The expiry job reads only pending top-ups, oldest Pix first.
CREATE INDEX "recovery_topups_pending_expiry_idx" ON "recovery_topups" USING btree ("pix_expires_at") WHERE "recovery_topups"."status" = 'pending';
