import {
  type BalanceResponse,
  type SellerAccountKind,
  sellerAccountKinds,
} from '@repasse/core/contract/ledger';
import { centsFromSql } from '@repasse/core/money/limits';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerAccounts, ledgerReleases } from '../../db/schema.ts';
import { balanceOf } from './accounts.ts';

export type SellerBalances = Record<SellerAccountKind, number>;

export async function balancesOf(db: DbOrTx, sellerId: string): Promise<SellerBalances> {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      balance: sql<string>`${balanceOf(sql`${ledgerAccounts}`)}::text`,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.ownerType, 'seller'), eq(ledgerAccounts.sellerId, sellerId)));
  const balances = Object.fromEntries(
    sellerAccountKinds.map((kind) => [kind, 0]),
  ) as SellerBalances;
  for (const row of rows) balances[row.kind as SellerAccountKind] = centsFromSql(row.balance);
  return balances;
}

/** Upcoming releases grouped by day, so the seller sees when pending and reserve become available. */
export async function upcomingReleases(
  db: DbOrTx,
  sellerId: string,
  bucket: 'pending' | 'reserve',
  limit = 10,
) {
  const day = sql<string>`to_char(${ledgerReleases.releaseAt} at time zone 'America/Sao_Paulo', 'YYYY-MM-DD')`;
  const rows = await db
    .select({ date: day, amount: sql<string>`sum(${ledgerReleases.amount})::text` })
    .from(ledgerReleases)
    .where(
      and(
        eq(ledgerReleases.sellerId, sellerId),
        eq(ledgerReleases.bucket, bucket),
        isNull(ledgerReleases.releasedAt),
        isNull(ledgerReleases.cancelledAt),
      ),
    )
    .groupBy(day)
    .orderBy(asc(day))
    .limit(limit);
  return rows.map((row) => ({ date: row.date, amount: centsFromSql(row.amount) }));
}

/** What the seller's financial screen shows: every balance and when pending and reserve free up. */
export async function sellerBalance(
  app: FastifyInstance,
  sellerId: string,
): Promise<BalanceResponse> {
  const balances = await balancesOf(app.db, sellerId);
  return {
    available: balances.available,
    pending: balances.pending,
    reserve: balances.reserve,
    withdrawing: balances.withdrawing,
    nextPendingReleases: await upcomingReleases(app.db, sellerId, 'pending'),
    nextReserveReleases: await upcomingReleases(app.db, sellerId, 'reserve'),
  };
}
