-- Awards, the integrations catalog, admin product blocks and super-admin switches (issue 18):
-- award tiers (with the platform's default milestones), achievements, physical award claims and
-- their timeline; catalog entries sellers set up, with keys made for one integration; a product an
-- admin took off sale; and the platform-wide brakes only a super-admin may pull.
CREATE TABLE "award_achievements" (
	"seller_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "award_achievements_pkey" PRIMARY KEY("seller_id","tier_id")
);
--> statement-breakpoint
CREATE TABLE "award_claim_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"status" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_document" text NOT NULL,
	"recipient_birth_date" date NOT NULL,
	"phone" text NOT NULL,
	"postal_code" text NOT NULL,
	"address" text NOT NULL,
	"address_number" text NOT NULL,
	"complement" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"country" text DEFAULT 'BR' NOT NULL,
	"carrier" text,
	"tracking_code" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "award_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"threshold" bigint NOT NULL,
	"description" text,
	"kind" text DEFAULT 'digital' NOT NULL,
	"image_key" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_catalog" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text,
	"banner_key" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_switches" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"withdrawals_paused" boolean DEFAULT false NOT NULL,
	"sales_paused" boolean DEFAULT false NOT NULL,
	"registrations_paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "platform_switches_single_row" CHECK ("platform_switches"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "api_keys_one_active";--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "integration_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "blocked_by" uuid;--> statement-breakpoint
ALTER TABLE "award_achievements" ADD CONSTRAINT "award_achievements_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_achievements" ADD CONSTRAINT "award_achievements_tier_id_award_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."award_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_claim_events" ADD CONSTRAINT "award_claim_events_claim_id_award_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."award_claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_claim_events" ADD CONSTRAINT "award_claim_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_claims" ADD CONSTRAINT "award_claims_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "award_claims" ADD CONSTRAINT "award_claims_tier_id_award_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."award_tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_switches" ADD CONSTRAINT "platform_switches_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "award_claim_events_claim_idx" ON "award_claim_events" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "award_claims_seller_tier_key" ON "award_claims" USING btree ("seller_id","tier_id");--> statement-breakpoint
CREATE INDEX "award_claims_status_idx" ON "award_claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "award_tiers_threshold_idx" ON "award_tiers" USING btree ("active","threshold");--> statement-breakpoint
CREATE INDEX "integration_catalog_order_idx" ON "integration_catalog" USING btree ("active","position");--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_integration_id_integration_catalog_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integration_catalog"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_blocked_by_users_id_fk" FOREIGN KEY ("blocked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_one_active_per_integration" ON "api_keys" USING btree ("seller_id","integration_id","mode","kind") WHERE revoked_at is null and integration_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_one_active" ON "api_keys" USING btree ("seller_id","mode","kind") WHERE revoked_at is null and integration_id is null;--> statement-breakpoint
INSERT INTO "award_tiers" ("name", "threshold", "description", "kind") VALUES
  ('R$ 10 mil', 1000000, 'Selo digital pelos primeiros R$ 10 mil faturados.', 'digital'),
  ('R$ 100 mil', 10000000, 'Placa emoldurada enviada ao seu endereço.', 'physical'),
  ('R$ 500 mil', 50000000, 'Placa especial de meio milhão.', 'physical'),
  ('R$ 1 milhão', 100000000, 'Troféu do primeiro milhão.', 'physical'),
  ('R$ 5 milhões', 500000000, 'Troféu de cinco milhões.', 'physical'),
  ('R$ 10 milhões', 1000000000, 'Troféu de dez milhões e um kit exclusivo.', 'physical');--> statement-breakpoint
INSERT INTO "platform_switches" ("id") VALUES (1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER platform_switches_cache AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON platform_switches
  FOR EACH STATEMENT EXECUTE FUNCTION repasse_cache_changed();
