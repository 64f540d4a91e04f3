CREATE TYPE "public"."transaction_status" AS ENUM('pending', 'paid', 'failed', 'canceled', 'refused', 'chargeback', 'in_protest', 'refunded', 'error');--> statement-breakpoint
CREATE TABLE "acquirer_routes" (
	"method" text NOT NULL,
	"position" integer NOT NULL,
	"acquirer_id" uuid NOT NULL,
	CONSTRAINT "acquirer_routes_method_position_pk" PRIMARY KEY("method","position")
);
--> statement-breakpoint
CREATE TABLE "acquirers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"api_url" text,
	"tokens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"methods" jsonb NOT NULL,
	"retention" jsonb NOT NULL,
	"fees" jsonb NOT NULL,
	"max_instalments" integer DEFAULT 12 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"method" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price" bigint NOT NULL,
	"image_key" text,
	"methods" jsonb NOT NULL,
	"max_instalments" integer DEFAULT 12 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"acquirer_id" uuid,
	"outcome" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transaction_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" "transaction_status" NOT NULL,
	"amount" bigint,
	"actor_type" text NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid,
	"livemode" boolean NOT NULL,
	"status" "transaction_status" DEFAULT 'pending' NOT NULL,
	"method" text NOT NULL,
	"instalments" integer DEFAULT 1 NOT NULL,
	"description" text NOT NULL,
	"price" bigint NOT NULL,
	"buyer_total" bigint NOT NULL,
	"instalment_fee" bigint NOT NULL,
	"instalment_fee_payer" text NOT NULL,
	"seller_fee" bigint NOT NULL,
	"net" bigint NOT NULL,
	"reserve" bigint NOT NULL,
	"platform_revenue" bigint NOT NULL,
	"acquirer_cost" bigint,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_document" text NOT NULL,
	"buyer_phone" text,
	"card_brand" text,
	"card_last_four" text,
	"pix_br_code" text,
	"pix_expires_at" timestamp with time zone,
	"boleto_barcode" text,
	"boleto_line" text,
	"boleto_due_date" date,
	"acquirer_id" uuid,
	"acquirer_reference" text,
	"recovered" boolean DEFAULT false NOT NULL,
	"metadata" jsonb,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_releases" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "custom_acquirers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "acquirer_routes" ADD CONSTRAINT "acquirer_routes_acquirer_id_acquirers_id_fk" FOREIGN KEY ("acquirer_id") REFERENCES "public"."acquirers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_attempts" ADD CONSTRAINT "transaction_attempts_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_attempts" ADD CONSTRAINT "transaction_attempts_acquirer_id_acquirers_id_fk" FOREIGN KEY ("acquirer_id") REFERENCES "public"."acquirers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_events" ADD CONSTRAINT "transaction_events_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_acquirer_id_acquirers_id_fk" FOREIGN KEY ("acquirer_id") REFERENCES "public"."acquirers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "transaction_attempts_tx_idx" ON "transaction_attempts" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "transaction_events_tx_idx" ON "transaction_events" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE INDEX "transactions_seller_created_idx" ON "transactions" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_seller_document_idx" ON "transactions" USING btree ("seller_id","buyer_document");--> statement-breakpoint
CREATE INDEX "transactions_acquirer_ref_idx" ON "transactions" USING btree ("acquirer_id","acquirer_reference");