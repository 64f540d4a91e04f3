import type { StatementPage, StatementQuery } from '@repasse/core/contract/ledger';
import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { type MovementFilters, movementRows, toStatementLine } from './queries.ts';
import { toCsv } from './statement.ts';

const sellerFilters = (sellerId: string, query: StatementQuery): MovementFilters => ({
  sellerId,
  accountKind: query.account,
  type: query.type,
  from: query.from,
  to: query.to,
});

/** A page of the seller's own ledger lines, newest first. */
export async function sellerStatement(
  app: FastifyInstance,
  sellerId: string,
  query: StatementQuery,
): Promise<StatementPage> {
  const { rows, total } = await movementRows(app.db, sellerFilters(sellerId, query), query);
  return pageOf(query, rows.map(toStatementLine), total);
}

/**
 * Every line matching the filters, whatever page the screen is on, as CSV with amounts also in
 * the caller's language. The byte-order mark makes spreadsheet apps read it as UTF-8.
 */
export async function sellerStatementCsv(
  app: FastifyInstance,
  sellerId: string,
  query: StatementQuery,
  locale: Locale,
): Promise<string> {
  const { rows } = await movementRows(app.db, sellerFilters(sellerId, query), {
    page: 1,
    pageSize: 'all',
  });
  const csv = toCsv(
    ['date', 'type', 'account', 'amount_cents', 'amount', 'reference'],
    rows.map((row) => [
      row.createdAt.toISOString(),
      row.type,
      row.accountKind,
      row.amount,
      formatBRL(row.amount, locale),
      row.reference,
    ]),
  );
  return `\uFEFF${csv}`;
}
