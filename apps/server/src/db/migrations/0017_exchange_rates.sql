CREATE TABLE "exchange_rate_quotes" (
	"currency" text PRIMARY KEY NOT NULL,
	"buy" numeric(12, 4),
	"sell" numeric(12, 4),
	"quoted_at" timestamp with time zone,
	"fetched_at" timestamp with time zone,
	"attempted_at" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "exchange_rate_quotes_complete" CHECK (("exchange_rate_quotes"."buy" is null) = ("exchange_rate_quotes"."sell" is null) and ("exchange_rate_quotes"."buy" is null) = ("exchange_rate_quotes"."quoted_at" is null) and ("exchange_rate_quotes"."buy" is null) = ("exchange_rate_quotes"."fetched_at" is null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_exchange_rates" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"failing" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_exchange_rates_single_row" CHECK ("sandbox_exchange_rates"."id" = 1)
);
