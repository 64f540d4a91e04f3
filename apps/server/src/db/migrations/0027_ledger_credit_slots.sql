CREATE TABLE "ledger_credit_slots" (
	"account_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_credit_slots_account_id_slot_pk" PRIMARY KEY("account_id","slot")
);
--> statement-breakpoint
ALTER TABLE "ledger_credit_slots" ADD CONSTRAINT "ledger_credit_slots_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;