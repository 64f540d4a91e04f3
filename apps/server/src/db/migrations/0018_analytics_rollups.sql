-- Analytics rollups (docs/analytics.md): derived rows, each one São Paulo day of one mode (the
-- running totals: through that day), deleted and written again from the transactions, refunds,
-- events, attempts and withdrawals by the analytics job, which keeps its watermark in
-- analytics_state.
CREATE TABLE "analytics_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"complete_through" date,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_state_single_row" CHECK ("analytics_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "analytics_sales_daily" (
	"day" date NOT NULL,
	"livemode" boolean NOT NULL,
	"method" "payment_method" NOT NULL,
	"acquirer_id" uuid,
	"created_count" integer DEFAULT 0 NOT NULL,
	"created_amount" bigint DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"seller_fees" bigint DEFAULT 0 NOT NULL,
	"instalment_fees" bigint DEFAULT 0 NOT NULL,
	"platform_revenue" bigint DEFAULT 0 NOT NULL,
	"acquirer_costs" bigint DEFAULT 0 NOT NULL,
	"refunds_count" integer DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"chargebacks_count" integer DEFAULT 0 NOT NULL,
	"chargebacks" bigint DEFAULT 0 NOT NULL,
	"card_fallbacks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_status_daily" (
	"day" date NOT NULL,
	"livemode" boolean NOT NULL,
	"status" "transaction_status" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_status_daily_day_livemode_status_pk" PRIMARY KEY("day","livemode","status")
);
--> statement-breakpoint
CREATE TABLE "analytics_attempts_daily" (
	"day" date NOT NULL,
	"livemode" boolean NOT NULL,
	"acquirer_id" uuid,
	"outcome" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_payouts_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"provider_costs" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_seller_daily" (
	"day" date NOT NULL,
	"livemode" boolean NOT NULL,
	"seller_id" uuid NOT NULL,
	"method" "payment_method" NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"refunds_count" integer DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"chargebacks_count" integer DEFAULT 0 NOT NULL,
	"chargebacks" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_seller_daily_day_livemode_seller_id_method_pk" PRIMARY KEY("day","livemode","seller_id","method")
);
--> statement-breakpoint
CREATE TABLE "analytics_seller_running" (
	"livemode" boolean NOT NULL,
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cum_created" bigint DEFAULT 0 NOT NULL,
	"cum_paid" bigint DEFAULT 0 NOT NULL,
	"cum_gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_seller_running_livemode_seller_id_day_pk" PRIMARY KEY("livemode","seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_product_daily" (
	"day" date NOT NULL,
	"livemode" boolean NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_daily_day_livemode_product_id_pk" PRIMARY KEY("day","livemode","product_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_product_running" (
	"livemode" boolean NOT NULL,
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"cum_created" bigint DEFAULT 0 NOT NULL,
	"cum_paid" bigint DEFAULT 0 NOT NULL,
	"cum_gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_product_running_livemode_product_id_day_pk" PRIMARY KEY("livemode","product_id","day")
);
--> statement-breakpoint
CREATE INDEX "analytics_sales_daily_day_idx" ON "analytics_sales_daily" USING btree ("livemode","day");--> statement-breakpoint
CREATE INDEX "analytics_attempts_daily_day_idx" ON "analytics_attempts_daily" USING btree ("livemode","day");--> statement-breakpoint
CREATE INDEX "analytics_seller_daily_seller_idx" ON "analytics_seller_daily" USING btree ("seller_id","livemode","day");--> statement-breakpoint
CREATE INDEX "analytics_seller_running_day_idx" ON "analytics_seller_running" USING btree ("day");--> statement-breakpoint
CREATE INDEX "analytics_product_daily_seller_idx" ON "analytics_product_daily" USING btree ("seller_id","livemode","day");--> statement-breakpoint
CREATE INDEX "analytics_product_running_day_idx" ON "analytics_product_running" USING btree ("day");--> statement-breakpoint
-- The job finds a day's activity through the events and attempts: rows only ever appended, in
-- time order, so block ranges stay tight, and a row landing in the table's last, not yet
-- summarised range costs its insert nothing: the sale path pays nothing for them.
CREATE INDEX "transaction_attempts_created_brin" ON "transaction_attempts" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "transaction_events_created_brin" ON "transaction_events" USING brin ("created_at");
