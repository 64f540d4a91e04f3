-- Admin → Analytics → Balances (docs/analytics.md): the net change of every seller account kind
-- (and of anticipated funds) per São Paulo day, over all sellers, so a balance at the end of any
-- past day is a sum over at most a few thousand rows instead of millions of entries. Recomputed
-- from the ledger by a job (modules/analytics/balance-rollups.ts); never the source of truth.
CREATE TABLE "ledger_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"change" bigint NOT NULL,
	CONSTRAINT "ledger_daily_pkey" PRIMARY KEY("day","kind")
);--> statement-breakpoint
-- The last São Paulo day whose rollup is complete: the job recomputes every day after it.
CREATE TABLE "ledger_daily_watermark" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"complete_through" date NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_daily_watermark_single" CHECK ("ledger_daily_watermark"."id" = 1)
);--> statement-breakpoint
-- The job reads the entries of the last days. Entries are append-only and dated when posted, so
-- the table is in date order on disk: a BRIN index finds a day's pages for almost nothing, and
-- costs a sale almost nothing to keep, where a btree would add an insertion to every entry.
CREATE INDEX "ledger_entries_created_brin" ON "ledger_entries" USING brin ("created_at");--> statement-breakpoint
-- Anticipated funds whose original release date is still ahead: only anticipated rows, a few
-- weeks of them.
CREATE INDEX "ledger_releases_anticipated_idx" ON "ledger_releases" USING btree ("release_at") WHERE anticipated_at is not null;--> statement-breakpoint
-- What becomes available from pending and from reserve on each of the next 90 São Paulo days,
-- as of the balance job's last run: at most 180 rows, replaced whole by every run, so the panel
-- reads them instead of every waiting release row. Derived from ledger_releases.
CREATE TABLE "ledger_releases_ahead" (
	"day" date NOT NULL,
	"bucket" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_releases_ahead_pkey" PRIMARY KEY("day","bucket")
);
