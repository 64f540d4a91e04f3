CREATE TABLE "sandbox_charges" (
	"reference" text PRIMARY KEY NOT NULL,
	"acquirer_reference" text NOT NULL,
	"acquirer_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"auto_pay_at" timestamp with time zone,
	"webhook_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
