-- Affiliates and referrals (issue 17, docs/decisions/0022-affiliates.md): product programmes and
-- their dated commission terms, affiliations with their short links, clicks, buyers tied to a
-- click across devices, the affiliate and referrer of each sale with their shares, and each
-- seller's referral code and referrer.
CREATE TABLE "affiliate_buyers" (
	"product_id" uuid NOT NULL,
	"buyer_key" text NOT NULL,
	"click_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "affiliate_buyers_pkey" PRIMARY KEY("product_id","buyer_key","click_id")
);
--> statement-breakpoint
CREATE TABLE "affiliate_clicks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"affiliation_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_programs" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"cookie_days" integer,
	"attribution" text DEFAULT 'last_click' NOT NULL,
	"approval" text DEFAULT 'open' NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"invite_code" text NOT NULL,
	"share_buyer_contact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliate_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"percentage" numeric(9, 4) NOT NULL,
	"fixed" bigint DEFAULT 0 NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "affiliations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"affiliate_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "affiliation_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "affiliate_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "affiliate_click_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "affiliate_commission" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "referrer_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "referral_share" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referral_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "referred_by" uuid;--> statement-breakpoint
ALTER TABLE "affiliate_buyers" ADD CONSTRAINT "affiliate_buyers_click_id_affiliate_clicks_id_fk" FOREIGN KEY ("click_id") REFERENCES "public"."affiliate_clicks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_clicks" ADD CONSTRAINT "affiliate_clicks_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_programs" ADD CONSTRAINT "affiliate_programs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_programs" ADD CONSTRAINT "affiliate_programs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliate_terms" ADD CONSTRAINT "affiliate_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "affiliate_clicks_visitor_idx" ON "affiliate_clicks" USING btree ("product_id","visitor");--> statement-breakpoint
CREATE INDEX "affiliate_clicks_affiliation_idx" ON "affiliate_clicks" USING btree ("affiliation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliate_programs_invite_code_key" ON "affiliate_programs" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "affiliate_programs_listed_idx" ON "affiliate_programs" USING btree ("enabled","listed");--> statement-breakpoint
CREATE INDEX "affiliate_terms_product_idx" ON "affiliate_terms" USING btree ("product_id","effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliations_code_key" ON "affiliations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliations_product_affiliate_key" ON "affiliations" USING btree ("product_id","affiliate_id");--> statement-breakpoint
CREATE INDEX "affiliations_affiliate_idx" ON "affiliations" USING btree ("affiliate_id");--> statement-breakpoint
CREATE INDEX "affiliations_seller_idx" ON "affiliations" USING btree ("seller_id","status");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_affiliate_id_users_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_users_id_fk" FOREIGN KEY ("referred_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_affiliate_idx" ON "transactions" USING btree ("affiliate_id","created_at") WHERE affiliate_id is not null;--> statement-breakpoint
CREATE INDEX "transactions_referrer_idx" ON "transactions" USING btree ("referrer_id","created_at") WHERE referrer_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_code_key" ON "users" USING btree ("referral_code");--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by") WHERE referred_by is not null;