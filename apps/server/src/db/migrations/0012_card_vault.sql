CREATE TABLE "card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"api_key_id" uuid,
	"livemode" boolean NOT NULL,
	"brand" text NOT NULL,
	"first_six" text NOT NULL,
	"last_four" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"fingerprint" text NOT NULL,
	"fingerprint_key_id" text NOT NULL,
	"vault_key_id" text NOT NULL,
	"card_sealed" "bytea",
	"security_code_sealed" "bytea",
	"ip" "inet",
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"transaction_id" uuid
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"bucket" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "raw_card_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "card_token_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_tokens_fingerprint_idx" ON "card_tokens" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "card_tokens_expiring_idx" ON "card_tokens" USING btree ("expires_at") WHERE security_code_sealed is not null or (card_sealed is not null and used_at is null);--> statement-breakpoint
CREATE INDEX "card_tokens_vault_key_idx" ON "card_tokens" USING btree ("vault_key_id");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
-- Idempotency records kept a plain SHA-256 of request bodies, card numbers and security codes
-- included (PCI DSS 3.3.1, 3.5.1); they last 24 hours, so dropping them costs at most a replay.
DELETE FROM "idempotency_records";
