import type { TransactionStatus } from '@repasse/core/states/transaction';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { runPrepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { cardTokens, transactionEvents, transactions } from '../../db/schema.ts';
import type { SellerRow } from '../../db/seller-row.ts';
import { insertSelect, setColumns, tableRowOf } from '../../db/statement-rows.ts';
import { type KeptAnswer, keepAnswerSql } from '../integrations/idempotency-queries.ts';
import { type PostingPlan, postingChecks, postingWrites } from '../ledger/post.ts';
import type { TransactionRow } from './queries.ts';

/*
 * The two writes of a charge's life that every sale makes, each one statement (one round trip):
 * issue 14 measured each round trip at about 150 µs of the server's CPU, and these used eleven.
 */

export type NewCharge = typeof transactions.$inferInsert & { id: string; createdAt: Date };
export type ChargeEvent = Omit<typeof transactionEvents.$inferInsert, 'transactionId' | 'sellerId'>;

/** What the charge keeps of the card token it claimed: sealed, so holding it reveals nothing. */
export type ClaimedCard = Pick<
  typeof cardTokens.$inferSelect,
  | 'id'
  | 'apiKeyId'
  | 'vaultKeyId'
  | 'cardSealed'
  | 'securityCodeSealed'
  | 'expMonth'
  | 'expYear'
  | 'brand'
  | 'lastFour'
>;

const claimedColumns = [
  'id',
  'api_key_id',
  'vault_key_id',
  'card_sealed',
  'security_code_sealed',
  'exp_month',
  'exp_year',
  'brand',
  'last_four',
] as const;

/**
 * Inserts the charge and its `created` event. With a card token, only if the same statement
 * claims it: the seller's own, of the charge's mode, unused, unexpired and still holding a card;
 * the claim takes the security code off the row and hands it to the caller.
 * The claim is an UPDATE, so two charges racing for one token queue on its row and the second
 * finds it used. The charge shows the token's brand and last four. Answers nothing when the token
 * could not be claimed (the caller says why).
 */
export async function openCharge(
  database: Database,
  charge: NewCharge,
  event: ChargeEvent,
  token: { id: string; sellerId: string; livemode: boolean } | null,
): Promise<{ row: TransactionRow; card: ClaimedCard | null } | undefined> {
  const now = charge.createdAt.toISOString();
  // The security code leaves the row as the token is claimed: from then on it lives only in this
  // request's memory, for its authorisation attempts (PCI DSS 3.3.1).
  const claim = token
    ? sql`claimed as (
        update card_tokens set used_at = ${now}::timestamptz, transaction_id = ${charge.id}::uuid,
          security_code_sealed = null
        from (
          select security_code_sealed as code from card_tokens
          where id = ${token.id} and seller_id = ${token.sellerId}::uuid
        ) as kept
        where card_tokens.id = ${token.id} and card_tokens.seller_id = ${token.sellerId}::uuid
          and card_tokens.livemode = ${token.livemode} and card_tokens.used_at is null
          and card_tokens.expires_at > ${now}::timestamptz and card_tokens.card_sealed is not null
        returning ${sql.raw(
          claimedColumns
            .map((column) =>
              column === 'security_code_sealed'
                ? 'kept.code as security_code_sealed'
                : `card_tokens.${column}`,
            )
            .join(', '),
        )}
      ),`
    : sql``;
  const insertCharge = token
    ? insertSelect(transactions, charge, sql`from claimed`, {
        cardBrand: sql`claimed.brand`,
        cardLastFour: sql`claimed.last_four`,
      })
    : insertSelect(transactions, charge);
  const picked = token
    ? sql.raw(claimedColumns.map((column) => `, claimed.${column} as token_${column}`).join(''))
    : sql``;
  const rows = await runPrepared(
    database,
    sql`
    with ${claim} created as (${insertCharge} returning *),
    event as (${insertSelect(transactionEvents, { ...event, transactionId: charge.id, sellerId: charge.sellerId }, sql`from created`)})
    select created.* ${picked} from created${token ? sql` cross join claimed` : sql``}`,
  );
  const raw = rows[0];
  if (!raw) return undefined;
  return { row: tableRowOf(transactions, raw), card: token ? claimedCardOf(raw) : null };
}

function claimedCardOf(raw: Record<string, unknown>): ClaimedCard {
  const prefixed = Object.fromEntries(
    claimedColumns.map((column) => [column, raw[`token_${column}`]]),
  );
  const row = tableRowOf(cardTokens, prefixed);
  return {
    id: row.id,
    apiKeyId: row.apiKeyId,
    vaultKeyId: row.vaultKeyId,
    cardSealed: row.cardSealed,
    securityCodeSealed: row.securityCodeSealed,
    expMonth: row.expMonth,
    expYear: row.expYear,
    brand: row.brand,
    lastFour: row.lastFour,
  };
}

export type Attempt = { acquirerId: string; outcome: string; detail?: string | null; at: Date };

/**
 * The acquirers' answers written at once: the attempts, and the pending charge updated with
 * `changes` and moved to `to` (or left pending, `to` null) with its event. Answers the charge as
 * it is now, or nothing when it is no longer pending (the caller then takes the slow path under a
 * lock).
 */
export async function finishAttempts(
  db: DbOrTx,
  charge: SellerRow,
  attempts: Attempt[],
  changes: Partial<TransactionRow>,
  to: { status: TransactionStatus; event: ChargeEvent } | null,
  now: Date,
): Promise<TransactionRow | undefined> {
  const recordAttempts = attempts.length
    ? sql`attempts as (${attemptsInsert(charge, attempts, sql`true`)}),`
    : sql``;
  const set =
    setColumns(transactions, {
      ...changes,
      ...(to ? { status: to.status, updatedAt: now } : {}),
    }) ?? sql`updated_at = updated_at`;
  const result = await db.execute(sql`
    with ${recordAttempts}
    updated as (
      update transactions set ${set}
      where id = ${charge.id}::uuid and seller_id = ${charge.sellerId}::uuid and status = 'pending'
      returning *
    )${
      to
        ? sql`, event as (${insertSelect(transactionEvents, { ...to.event, transactionId: charge.id, sellerId: charge.sellerId }, sql`from updated`)})`
        : sql``
    }
    select * from updated`);
  const raw = rowsOf(result)[0];
  return raw ? tableRowOf(transactions, raw) : undefined;
}

/**
 * A charge moved to `status` with `changes`, and its event, in one statement (one round trip
 * where the update and the insert were two). The caller holds the charge's lock and has checked
 * the move. Answers the charge as it is now, or nothing when no such charge is the seller's.
 */
export async function moveCharge(
  tx: DbOrTx,
  charge: SellerRow,
  status: TransactionStatus,
  changes: Partial<TransactionRow>,
  event: Omit<ChargeEvent, 'status'>,
  now: Date,
): Promise<TransactionRow | undefined> {
  const set = setColumns(transactions, { ...changes, status, updatedAt: now });
  const result = await tx.execute(sql`
    with updated as (
      update transactions set ${set}
      where id = ${charge.id}::uuid and seller_id = ${charge.sellerId}::uuid
      returning *
    ), event as (${insertSelect(transactionEvents, { ...event, status, transactionId: charge.id, sellerId: charge.sellerId }, sql`from updated`)})
    select * from updated`);
  const raw = rowsOf(result)[0];
  return raw ? tableRowOf(transactions, raw) : undefined;
}

/**
 * One multi-row insert, so the attempts' ids keep the order they were made in; only when `gate`
 * holds.
 */
function attemptsInsert(charge: SellerRow, attempts: Attempt[], gate: SQL): SQL {
  const rows = attempts.map(
    (a) =>
      sql`(${a.acquirerId}::uuid, ${a.outcome}::text, ${a.detail ?? null}::text, ${a.at.toISOString()}::timestamptz)`,
  );
  return sql`insert into transaction_attempts
      (transaction_id, seller_id, acquirer_id, outcome, detail, created_at)
    select ${charge.id}::uuid, ${charge.sellerId}::uuid, a.acquirer_id, a.outcome, a.detail,
      a.created_at
    from (values ${sql.join(rows, sql`, `)}) as a(acquirer_id, outcome, detail, created_at)
    where ${gate}`;
}

/**
 * A card sale the acquirer paid, finished in one statement outside any explicit transaction (a
 * statement is atomic): the charge row locked first (the order every path takes: charge, then
 * accounts); the charge moved to paid with its changes and event, its attempts, and the sale
 * posted with its release dates — all or nothing. A sale only credits its
 * seller, so it locks none of the seller's account rows, only one credit slot of each (decision
 * 0023), and those go at the statement's own commit inside PostgreSQL, not a round trip to this
 * process later: sales for one seller rarely wait on each other (issue 14's hot row). With
 * `answer`, the /v1 request's idempotent answer is kept by the same statement: one round trip and
 * one commit less, and no crash can leave the sale made and its retries without its answer.
 * Answers the paid charge, or nothing and whether the accounts were all there (when they were
 * not, or the charge was no longer pending, nothing was written).
 */
export async function completePaidSale(
  database: Database,
  charge: SellerRow,
  attempts: Attempt[],
  changes: Partial<TransactionRow>,
  event: ChargeEvent,
  posting: PostingPlan,
  answer: KeptAnswer | null = null,
): Promise<{ row: TransactionRow | undefined; complete: boolean }> {
  const set = setColumns(transactions, { ...changes, status: 'paid', updatedAt: posting.now });
  const written = sql`exists (select 1 from updated)`;
  const rows = await runPrepared(
    database,
    sql`
    with charge_lock as (
      select id from transactions
      where id = ${charge.id}::uuid and seller_id = ${charge.sellerId}::uuid and status = 'pending'
      for update
    ), ${postingChecks(posting, 'charge_lock')},
    updated as (
      update transactions set ${set}
      where id = ${charge.id}::uuid and seller_id = ${charge.sellerId}::uuid and status = 'pending'
        and exists (select 1 from charge_lock) and (select complete and covered from verdict)
      returning *
    )${attempts.length ? sql`, attempts as (${attemptsInsert(charge, attempts, written)})` : sql``},
    event as (${insertSelect(transactionEvents, { ...event, transactionId: charge.id, sellerId: charge.sellerId }, sql`from updated`)}),
    ${answer ? sql`kept as (${keepAnswerSql(answer, written)}),` : sql``}
    ${postingWrites(posting, written)}
    select updated.*, verdict.complete as posting_accounts_complete
    from verdict left join updated on true`,
  );
  const raw = rows[0];
  if (!raw) throw new Error('a sale statement answered nothing');
  return {
    row: raw.id ? tableRowOf(transactions, raw) : undefined,
    complete: Boolean(raw.posting_accounts_complete),
  };
}
