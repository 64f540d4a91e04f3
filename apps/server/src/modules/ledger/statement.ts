import type { PageQuery } from '@repasse/core/contract/pagination';
import { pageWindow } from '@repasse/core/contract/pagination';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, users } from '../../db/schema.ts';

/** Days are São Paulo days (UTC−3 all year since 2019). */
export const dayStart = (isoDay: string) => new Date(`${isoDay}T00:00:00-03:00`);
export const nextDayStart = (isoDay: string) =>
  new Date(dayStart(isoDay).getTime() + 24 * 60 * 60 * 1000);

export type MovementFilters = {
  sellerId?: string | undefined;
  accountKind?: string | undefined;
  accountCode?: string | undefined;
  type?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

function conditions(filters: MovementFilters): SQL | undefined {
  const list: SQL[] = [];
  if (filters.sellerId) list.push(eq(ledgerAccounts.sellerId, filters.sellerId));
  if (filters.accountKind) list.push(eq(ledgerAccounts.kind, filters.accountKind));
  if (filters.accountCode) list.push(eq(ledgerAccounts.code, filters.accountCode));
  if (filters.type) list.push(eq(ledgerTransactions.type, filters.type));
  if (filters.from) list.push(gte(ledgerEntries.createdAt, dayStart(filters.from)));
  if (filters.to) list.push(lt(ledgerEntries.createdAt, nextDayStart(filters.to)));
  return list.length ? and(...list) : undefined;
}

/** Entries with their transaction and account, newest first. */
export async function listMovements(db: DbOrTx, filters: MovementFilters, page: PageQuery) {
  const where = conditions(filters);
  const { limit, offset } = pageWindow(page);
  const query = db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      amount: ledgerEntries.amount,
      transactionId: ledgerTransactions.id,
      reference: ledgerTransactions.reference,
      type: ledgerTransactions.type,
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
    .offset(offset);
  const rows = limit === undefined ? await query : await query.limit(limit);
  const [total] = await db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // Quote everything and neutralise formula injection for spreadsheet apps.
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
