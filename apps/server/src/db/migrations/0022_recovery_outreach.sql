-- Smart recovery's outreach (issue 16, docs/decisions/0021-recovery-outreach.md): checkout leads,
-- each seller's sequences, their runs and messages, buyers' opt-outs, the SMS and WhatsApp
-- providers and the sandbox provider's own store, and the message that won a recovered sale.
CREATE TABLE "messaging_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"api_url" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tokens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"buyer_phone" text,
	"locale" text NOT NULL,
	"charge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"run_id" uuid NOT NULL,
	"livemode" boolean NOT NULL,
	"step" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"price" bigint NOT NULL,
	"refunded" boolean DEFAULT false NOT NULL,
	"provider_id" uuid,
	"provider_message_id" text,
	"error" text,
	"send_attempts" integer DEFAULT 0 NOT NULL,
	"link_token" text NOT NULL,
	"opt_out_token" text NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_messages_price" CHECK ("recovery_messages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recovery_opt_outs" (
	"seller_id" uuid NOT NULL,
	"contact" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recovery_opt_outs_seller_id_contact_pk" PRIMARY KEY("seller_id","contact")
);
--> statement-breakpoint
CREATE TABLE "recovery_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"event" text NOT NULL,
	"livemode" boolean NOT NULL,
	"lead_id" uuid,
	"charge_id" uuid,
	"product_id" uuid NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text,
	"buyer_phone" text,
	"locale" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"stop_reason" text,
	"next_step" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"recovered_charge_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_runs_subject" CHECK ((lead_id is null) <> (charge_id is null))
);
--> statement-breakpoint
CREATE TABLE "recovery_seller_state" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"paused_since" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_sequences" (
	"seller_id" uuid NOT NULL,
	"event" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recovery_sequences_seller_id_event_pk" PRIMARY KEY("seller_id","event")
);
--> statement-breakpoint
CREATE TABLE "recovery_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"events_through" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "recovery_state_single_row" CHECK ("recovery_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "sandbox_messages" (
	"provider_message_id" text PRIMARY KEY NOT NULL,
	"provider_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"reference" text NOT NULL,
	"to" text NOT NULL,
	"body" text NOT NULL,
	"scenario" text NOT NULL,
	"next_action" text,
	"next_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "recovery_message_id" uuid;--> statement-breakpoint
ALTER TABLE "recovery_leads" ADD CONSTRAINT "recovery_leads_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_leads" ADD CONSTRAINT "recovery_leads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_leads" ADD CONSTRAINT "recovery_leads_charge_id_transactions_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_messages" ADD CONSTRAINT "recovery_messages_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_messages" ADD CONSTRAINT "recovery_messages_run_id_recovery_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."recovery_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_messages" ADD CONSTRAINT "recovery_messages_provider_id_messaging_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."messaging_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_opt_outs" ADD CONSTRAINT "recovery_opt_outs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_runs" ADD CONSTRAINT "recovery_runs_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_runs" ADD CONSTRAINT "recovery_runs_lead_id_recovery_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."recovery_leads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_runs" ADD CONSTRAINT "recovery_runs_charge_id_transactions_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_runs" ADD CONSTRAINT "recovery_runs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_runs" ADD CONSTRAINT "recovery_runs_recovered_charge_id_transactions_id_fk" FOREIGN KEY ("recovered_charge_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_seller_state" ADD CONSTRAINT "recovery_seller_state_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_sequences" ADD CONSTRAINT "recovery_sequences_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_providers_one_default" ON "messaging_providers" USING btree ("channel") WHERE is_default;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_leads_token" ON "recovery_leads" USING btree ("token");--> statement-breakpoint
CREATE INDEX "recovery_leads_seller_idx" ON "recovery_leads" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recovery_leads_open_idx" ON "recovery_leads" USING btree ("updated_at") WHERE charge_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_messages_run_step" ON "recovery_messages" USING btree ("run_id","step");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_messages_link_token" ON "recovery_messages" USING btree ("link_token");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_messages_opt_out_token" ON "recovery_messages" USING btree ("opt_out_token");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_messages_provider_message" ON "recovery_messages" USING btree ("provider_id","provider_message_id");--> statement-breakpoint
CREATE INDEX "recovery_messages_seller_idx" ON "recovery_messages" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recovery_messages_recipient_idx" ON "recovery_messages" USING btree ("recipient","channel","created_at");--> statement-breakpoint
CREATE INDEX "recovery_messages_created_idx" ON "recovery_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_runs_lead" ON "recovery_runs" USING btree ("lead_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_runs_charge_event" ON "recovery_runs" USING btree ("charge_id","event");--> statement-breakpoint
CREATE INDEX "recovery_runs_due_idx" ON "recovery_runs" USING btree ("next_at") WHERE status in ('active', 'paused');--> statement-breakpoint
CREATE INDEX "recovery_runs_seller_idx" ON "recovery_runs" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recovery_runs_product_idx" ON "recovery_runs" USING btree ("product_id","seller_id");--> statement-breakpoint
CREATE INDEX "sandbox_messages_due_idx" ON "sandbox_messages" USING btree ("next_at") WHERE next_action is not null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_recovery_message_id_recovery_messages_id_fk" FOREIGN KEY ("recovery_message_id") REFERENCES "public"."recovery_messages"("id") ON DELETE no action ON UPDATE no action;