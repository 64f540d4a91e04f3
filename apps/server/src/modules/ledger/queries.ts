import type { Movement, StatementLine } from '@repasse/core/contract/ledger';
import type { PageQuery } from '@repasse/core/contract/pagination';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../../db/schema.ts';
import { dayStart, nextDayStart } from './statement.ts';

export type MovementFilters = {
  sellerId?: string | undefined;
  accountKind?: string | undefined;
  accountCode?: string | undefined;
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/**
 * The type a line is shown with: a sale's, refund's or chargeback's lines on the accounts of
 * someone other than the sale's seller are the affiliate's commission or the referrer's share
 * (and their reversal), told apart by the posting's metadata.
 */
const displayType = sql<string>`case
  when ${ledgerTransactions.type} in ('sale', 'refund', 'chargeback')
    and ${ledgerAccounts.sellerId} is not null
    and ${ledgerTransactions.sellerId} is distinct from ${ledgerAccounts.sellerId}
  then (case when ${ledgerTransactions.metadata}->>'affiliateId' = ${ledgerAccounts.sellerId}::text
      then 'affiliate_' else 'referral_' end)
    || (case when ${ledgerTransactions.type} = 'sale' then 'commission' else 'reversal' end)
  else ${ledgerTransactions.type} end`;

const splitTypes = new Set([
  'affiliate_commission',
  'affiliate_reversal',
  'referral_commission',
  'referral_reversal',
]);

function conditions(filters: MovementFilters): SQL | undefined {
  const list: SQL[] = [];
  if (filters.sellerId) list.push(eq(ledgerAccounts.sellerId, filters.sellerId));
  if (filters.accountKind) list.push(eq(ledgerAccounts.kind, filters.accountKind));
  if (filters.accountCode) list.push(eq(ledgerAccounts.code, filters.accountCode));
  if (filters.type)
    list.push(
      splitTypes.has(filters.type) ||
        filters.type === 'sale' ||
        filters.type === 'refund' ||
        filters.type === 'chargeback'
        ? sql`${displayType} = ${filters.type}`
        : eq(ledgerTransactions.type, filters.type),
    );
  if (filters.from) list.push(gte(ledgerEntries.createdAt, dayStart(filters.from)));
  if (filters.to) list.push(lt(ledgerEntries.createdAt, nextDayStart(filters.to)));
  return list.length ? and(...list) : undefined;
}

/** Entries with their transaction and account, newest first, and how many match in all. */
export async function movementRows(db: DbOrTx, filters: MovementFilters, page: PageQuery) {
  const where = conditions(filters);
  const rows = await paginate(
    db
      .select({
        id: ledgerEntries.id,
        createdAt: ledgerEntries.createdAt,
        amount: ledgerEntries.amount,
        transactionId: ledgerTransactions.id,
        reference: ledgerTransactions.reference,
        type: displayType,
        description: ledgerTransactions.description,
        account: ledgerAccounts.code,
        accountKind: ledgerAccounts.kind,
        sellerId: users.id,
        sellerEmail: users.email,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .leftJoin(users, eq(users.id, ledgerAccounts.sellerId))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .$dynamic(),
    page,
  );
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export type MovementRow = Awaited<ReturnType<typeof movementRows>>['rows'][number];

/** A line of the seller's statement: the account is one of theirs, named by its kind. */
export const toStatementLine = (row: MovementRow): StatementLine => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  type: row.type,
  account: row.accountKind,
  amount: row.amount,
  reference: row.reference,
  description: row.description,
});

/** A movement as the admin sees it: the account by its code, and whose it is. */
export const toMovement = (row: MovementRow): Movement => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  transactionId: row.transactionId,
  reference: row.reference,
  type: row.type,
  account: row.account,
  seller: row.sellerId && row.sellerEmail ? { id: row.sellerId, email: row.sellerEmail } : null,
  amount: row.amount,
});

/** The posting of `reference`; with `sellerId`, only if it is that seller's posting. */
export async function transactionByReference(db: DbOrTx, reference: string, sellerId?: string) {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.reference, reference),
        sellerId === undefined ? undefined : eq(ledgerTransactions.sellerId, sellerId),
      ),
    );
  return row;
}
