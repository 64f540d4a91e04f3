CREATE TYPE "public"."bank_account_type" AS ENUM('checking', 'savings', 'payment');--> statement-breakpoint
CREATE TYPE "public"."country" AS ENUM('BR', 'US', 'PT');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('seller', 'admin', 'super_admin');--> statement-breakpoint
CREATE TYPE "public"."user_document_status" AS ENUM('validate', 'not_validate', 'notApplicable');--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"ip" "inet",
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" "inet",
	"user_agent" text,
	"revoked_at" timestamp with time zone,
	"impersonator_id" uuid
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'seller' NOT NULL,
	"document_status" "user_document_status" DEFAULT 'not_validate' NOT NULL,
	"nationality" "country" NOT NULL,
	"full_name" text NOT NULL,
	"person_document" text NOT NULL,
	"company_document" text,
	"phone_country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"mother_name" text NOT NULL,
	"birth_date" date NOT NULL,
	"corporate_name" text,
	"trade_name" text NOT NULL,
	"business_model" text NOT NULL,
	"website_url" text NOT NULL,
	"postal_code" text NOT NULL,
	"address" text NOT NULL,
	"address_number" text NOT NULL,
	"complement" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"bank" text NOT NULL,
	"branch" text NOT NULL,
	"account_number" text NOT NULL,
	"account_check_digit" text NOT NULL,
	"account_type" "bank_account_type" NOT NULL,
	"auto_withdrawal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_email_idx" ON "login_attempts" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));