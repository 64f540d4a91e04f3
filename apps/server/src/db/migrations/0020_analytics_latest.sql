-- Admin → Analytics → Rankings (docs/analytics.md): each seller's and each product's latest
-- running totals, one row per mode and id, so a ranking whose period ends on or after that day
-- reads one row instead of probing the running totals, and skips ids idle since before the
-- period. Derived from the running totals by the same refresh; never the source of truth.
CREATE TABLE "analytics_product_latest" (
	"livemode" boolean NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cum_created" bigint DEFAULT 0 NOT NULL,
	"cum_paid" bigint DEFAULT 0 NOT NULL,
	"cum_gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_latest_livemode_product_id_pk" PRIMARY KEY("livemode","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_seller_latest" (
	"livemode" boolean NOT NULL,
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cum_created" bigint DEFAULT 0 NOT NULL,
	"cum_paid" bigint DEFAULT 0 NOT NULL,
	"cum_gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_seller_latest_livemode_seller_id_pk" PRIMARY KEY("livemode","seller_id")
);
--> statement-breakpoint
-- Filled from the running totals already there, as a refresh would.
INSERT INTO "analytics_seller_latest"
SELECT DISTINCT ON (livemode, seller_id) livemode, seller_id, day, cum_created, cum_paid, cum_gross
FROM "analytics_seller_running" ORDER BY livemode, seller_id, day DESC;
--> statement-breakpoint
INSERT INTO "analytics_product_latest"
SELECT DISTINCT ON (livemode, product_id) livemode, product_id, day, cum_created, cum_paid, cum_gross
FROM "analytics_product_running" ORDER BY livemode, product_id, day DESC;
