import { pageWindow } from '@repasse/core/contract/pagination';
import type {
  AdminRecoveryBalanceRow,
  AdminRecoveryBalancesQuery,
  RecoveryTopUp,
  RecoveryTopUpsQuery,
} from '@repasse/core/contract/recovery';
import { centsFromSql } from '@repasse/core/money/limits';
import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import { recoveryTopUps } from '../../db/schema.ts';
import { type SellerRow, sellerRow } from '../../db/seller-row.ts';
import type { AcquirerWebhookEvent } from '../../providers/acquirers/types.ts';
import { containsPattern } from '../admin/queries.ts';
import { balanceOf } from '../ledger/accounts.ts';

export type TopUpRow = typeof recoveryTopUps.$inferSelect;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A top-up as the seller sees it: the Pix code only while it may still be paid. */
export function toTopUp(row: TopUpRow): RecoveryTopUp {
  const payable = row.status === 'pending' && row.brCode && row.pixExpiresAt;
  return {
    id: row.id,
    amount: row.amount,
    status: row.status,
    pix:
      payable && row.brCode && row.pixExpiresAt
        ? { brCode: row.brCode, expiresAt: row.pixExpiresAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    expiresAt:
      row.status === 'pending'
        ? (row.pixExpiresAt?.toISOString() ?? null)
        : row.status === 'expired'
          ? (row.expiredAt?.toISOString() ?? null)
          : null,
    failureReason: row.failureReason,
  };
}

export async function topUpByKey(
  db: DbOrTx,
  sellerId: string,
  idempotencyKey: string,
): Promise<TopUpRow | undefined> {
  const [row] = await db
    .select()
    .from(recoveryTopUps)
    .where(
      and(eq(recoveryTopUps.sellerId, sellerId), eq(recoveryTopUps.idempotencyKey, idempotencyKey)),
    );
  return row;
}

export async function insertTopUp(
  db: DbOrTx,
  values: typeof recoveryTopUps.$inferInsert,
): Promise<TopUpRow> {
  const [row] = await db.insert(recoveryTopUps).values(values).returning();
  if (!row) throw new Error('recovery top-up insert returned nothing');
  return row;
}

/**
 * Writes what the acquirer answered. `onlyPending` keeps a notice that overtook the answer (paid,
 * expired) from being undone; the acquirer's reference is kept whatever the status, so
 * reconciliation can still find the Pix.
 */
export async function updateTopUp(
  db: DbOrTx,
  topUp: SellerRow,
  changes: Partial<TopUpRow>,
  onlyPending = false,
): Promise<TopUpRow | undefined> {
  const [row] = await db
    .update(recoveryTopUps)
    .set(changes)
    .where(
      and(
        sellerRow(recoveryTopUps, topUp),
        onlyPending ? eq(recoveryTopUps.status, 'pending') : undefined,
      ),
    )
    .returning();
  return row;
}

export async function sellerTopUpRow(
  db: DbOrTx,
  sellerId: string,
  id: string,
): Promise<TopUpRow | undefined> {
  const [row] = await db
    .select()
    .from(recoveryTopUps)
    .where(sellerRow(recoveryTopUps, { id, sellerId }));
  return row;
}

export async function sellerTopUpsPage(
  db: DbOrTx,
  sellerId: string,
  query: RecoveryTopUpsQuery,
): Promise<{ rows: TopUpRow[]; total: number }> {
  const conditions: SQL[] = [eq(recoveryTopUps.sellerId, sellerId)];
  if (query.status) conditions.push(eq(recoveryTopUps.status, query.status));
  const where = and(...conditions);
  const rows = await paginate(
    db
      .select()
      .from(recoveryTopUps)
      .where(where)
      .orderBy(desc(recoveryTopUps.createdAt), desc(recoveryTopUps.id))
      .$dynamic(),
    query,
  );
  return { rows, total: await db.$count(recoveryTopUps, where) };
}

/** The seller's newest top-up still waiting for a Pix that has not run out. */
export async function latestPendingTopUp(
  db: DbOrTx,
  sellerId: string,
  now: Date,
): Promise<TopUpRow | undefined> {
  const [row] = await db
    .select()
    .from(recoveryTopUps)
    .where(
      and(
        eq(recoveryTopUps.sellerId, sellerId),
        eq(recoveryTopUps.status, 'pending'),
        or(isNull(recoveryTopUps.pixExpiresAt), gt(recoveryTopUps.pixExpiresAt, now)),
      ),
    )
    .orderBy(desc(recoveryTopUps.createdAt), desc(recoveryTopUps.id))
    .limit(1);
  return row;
}

export async function lockTopUp(tx: Tx, topUp: SellerRow): Promise<TopUpRow> {
  const [row] = await tx
    .select()
    .from(recoveryTopUps)
    .where(sellerRow(recoveryTopUps, topUp))
    .for('update');
  if (!row) throw new Error(`recovery top-up ${topUp.id} vanished`);
  return row;
}

/**
 * The top-up a notice is about: by the acquirer's reference, or by ours (the top-up's id). The
 * notice names no seller, so this read goes across shards; it answers the top-up's seller.
 */
export async function noticeTopUp(
  tx: Tx,
  acquirerId: string,
  event: Pick<AcquirerWebhookEvent, 'reference' | 'acquirerReference'>,
): Promise<SellerRow | undefined> {
  const byAcquirerReference = and(
    eq(recoveryTopUps.acquirerId, acquirerId),
    eq(recoveryTopUps.acquirerReference, event.acquirerReference),
  );
  // A notice may overtake the answer to the charge call, before the top-up knows its acquirer.
  const match =
    event.reference && uuid.test(event.reference)
      ? or(
          byAcquirerReference,
          and(
            eq(recoveryTopUps.id, event.reference),
            or(eq(recoveryTopUps.acquirerId, acquirerId), isNull(recoveryTopUps.acquirerId)),
          ),
        )
      : byAcquirerReference;
  const [found] = await tx
    .select({ id: recoveryTopUps.id, sellerId: recoveryTopUps.sellerId })
    .from(recoveryTopUps)
    .where(match);
  return found;
}

/**
 * Pending top-ups whose Pix ran out before `cutoff`, or which no acquirer ever answered for and were
 * made before `unansweredCutoff`.
 */
function expiredTopUp(cutoff: Date, unansweredCutoff: Date): SQL | undefined {
  return and(
    eq(recoveryTopUps.status, 'pending'),
    or(
      sql`${recoveryTopUps.pixExpiresAt} < ${cutoff.toISOString()}::timestamptz`,
      and(
        isNull(recoveryTopUps.pixExpiresAt),
        sql`${recoveryTopUps.createdAt} < ${unansweredCutoff.toISOString()}::timestamptz`,
      ),
    ),
  );
}

/** Up to `limit` expired top-ups with their sellers, read without locks (`expireTopUp` decides). */
export async function expiredTopUps(
  db: DbOrTx,
  cutoff: Date,
  unansweredCutoff: Date,
  limit: number,
): Promise<SellerRow[]> {
  return db
    .select({ id: recoveryTopUps.id, sellerId: recoveryTopUps.sellerId })
    .from(recoveryTopUps)
    .where(expiredTopUp(cutoff, unansweredCutoff))
    .orderBy(recoveryTopUps.pixExpiresAt)
    .limit(limit);
}

/**
 * Marks one top-up expired by id and seller, only if it still is: one statement, so a notice paying
 * it meanwhile is either first (the top-up no longer matches) or waits for this one (and a Pix paid
 * after expiry still credits the balance, recovery/notice.ts). Answers whether it did.
 */
export async function expireTopUp(
  db: DbOrTx,
  topUp: SellerRow,
  cutoff: Date,
  unansweredCutoff: Date,
  now: Date,
): Promise<boolean> {
  const done = await db
    .update(recoveryTopUps)
    .set({ status: 'expired', expiredAt: now, updatedAt: now })
    .where(and(sellerRow(recoveryTopUps, topUp), expiredTopUp(cutoff, unansweredCutoff)))
    .returning({ id: recoveryTopUps.id });
  return done.length > 0;
}

/**
 * One page of sellers with their recovery balance (the guarded account's balance), what the
 * ledger credited by top-ups and debited by messages, and their last paid top-up; the richest
 * balance first. The sums are read for the page's sellers only.
 */
export async function adminRecoveryBalancesPage(
  db: DbOrTx,
  query: AdminRecoveryBalancesQuery,
): Promise<{ items: AdminRecoveryBalanceRow[]; total: number }> {
  const { limit, offset } = pageWindow(query);
  const pattern = query.search ? containsPattern(query.search) : null;
  const matching = sql`u.role = 'seller'${
    pattern
      ? sql` and (u.email ilike ${pattern} or u.full_name ilike ${pattern} or u.trade_name ilike ${pattern})`
      : sql``
  }`;
  const rows = rowsOf<{
    id: string;
    name: string;
    email: string;
    balance: string;
    topped_up: string;
    spent: string;
    last_top_up_at: Date | string | null;
  }>(
    await db.execute(sql`
      with page as (
        select u.id, u.full_name as name, u.email, a.id as account_id,
          coalesce(${balanceOf(sql`a`)}, 0) as balance
        from users u
        left join ledger_accounts a
          on a.owner_type = 'seller' and a.seller_id = u.id and a.kind = 'recovery'
        where ${matching}
        order by balance desc, u.full_name, u.id
        limit ${limit ?? null} offset ${offset}
      )
      select page.id, page.name, page.email, page.balance::text as balance,
        coalesce((
          select sum(e.amount) from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = page.account_id and t.type = 'recovery_topup'
        ), 0)::text as topped_up,
        coalesce((
          select -sum(e.amount) from ledger_entries e
          join ledger_transactions t on t.id = e.transaction_id
          where e.account_id = page.account_id
            and t.type in ('recovery_charge', 'recovery_refund')
        ), 0)::text as spent,
        (
          select max(r.paid_at) from recovery_topups r
          where r.seller_id = page.id and r.status = 'paid'
        ) as last_top_up_at
      from page
      order by page.balance desc, page.name, page.id`),
  );
  const [counted] = rowsOf<{ total: string }>(
    await db.execute(sql`select count(*)::text as total from users u where ${matching}`),
  );
  return {
    items: rows.map((row) => ({
      sellerId: row.id,
      name: row.name,
      email: row.email,
      balance: centsFromSql(row.balance),
      toppedUp: centsFromSql(row.topped_up),
      spent: centsFromSql(row.spent),
      lastTopUpAt: row.last_top_up_at ? new Date(row.last_top_up_at).toISOString() : null,
    })),
    total: Number(counted?.total ?? 0),
  };
}
