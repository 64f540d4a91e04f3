-- The release job posts one ledger transaction per seller and bucket in a batch, and each release
-- row points at the posting that moved it (docs/decisions/0017-release-postings.md).
ALTER TABLE "ledger_releases" ADD COLUMN "release_transaction_id" uuid;--> statement-breakpoint
-- Rows released before this migration were posted one by one as `release:<row id>`.
UPDATE "ledger_releases" SET "release_transaction_id" = t."id"
  FROM "ledger_transactions" t
  WHERE t."reference" = 'release:' || "ledger_releases"."id"::text
    AND "ledger_releases"."released_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_releases" ADD CONSTRAINT "ledger_releases_linked_when_released" CHECK ("ledger_releases"."release_transaction_id" is null or "ledger_releases"."released_at" is not null);--> statement-breakpoint
-- A released row (by the job or by anticipation) is history, as its posting is: it can never be
-- released again, nor its link changed. The WHEN clause is evaluated without calling the function,
-- so releasing a row (OLD.released_at null) costs nothing more.
CREATE FUNCTION ledger_release_is_history() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger release % was released already: % refused', OLD.id, TG_OP;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER ledger_releases_released_once BEFORE UPDATE OR DELETE ON ledger_releases
  FOR EACH ROW WHEN (OLD.released_at IS NOT NULL) EXECUTE FUNCTION ledger_release_is_history();
