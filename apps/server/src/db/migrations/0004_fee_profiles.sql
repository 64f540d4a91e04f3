CREATE TABLE "fee_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unique_id" text NOT NULL,
	"reference_code" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"pix_percentage" numeric(9, 4) NOT NULL,
	"pix_fixed" bigint NOT NULL,
	"boleto_percentage" numeric(9, 4) NOT NULL,
	"boleto_fixed" bigint NOT NULL,
	"card_percentage" numeric(9, 4) NOT NULL,
	"card_fixed" bigint NOT NULL,
	"instalment_fees" numeric(9, 4)[] NOT NULL,
	"withdrawal_fee" bigint NOT NULL,
	"retention_pix" numeric(9, 4) NOT NULL,
	"retention_boleto" numeric(9, 4) NOT NULL,
	"retention_card" numeric(9, 4) NOT NULL,
	"anticipation_fee" numeric(9, 4) NOT NULL,
	"release_days_pix" integer NOT NULL,
	"release_days_boleto" integer NOT NULL,
	"release_days_card" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "platform_settings_single_row" CHECK ("platform_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "fee_profile_id" uuid;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_profiles_unique_id_key" ON "fee_profiles" USING btree (lower("unique_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "fee_profiles_one_default" ON "fee_profiles" USING btree ("is_default") WHERE is_default;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_fee_profile_id_fee_profiles_id_fk" FOREIGN KEY ("fee_profile_id") REFERENCES "public"."fee_profiles"("id") ON DELETE restrict ON UPDATE no action;