import type { ChargesQuery } from '@repasse/core/contract/charges';
import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import type { FastifyInstance } from 'fastify';
import { toCsv } from '../ledger/statement.ts';
import { listCharges } from './order-lists.ts';

const header = [
  'id',
  'created_at',
  'status',
  'method',
  'instalments',
  'buyer_email',
  'buyer_name',
  'buyer_document',
  'amount_cents',
  'buyer_total_cents',
  'net_cents',
  'amount',
  'paid_at',
  'livemode',
];

/**
 * Every order matching the filters (paging ignored) as CSV, the amount also formatted in the
 * caller's language. The byte order mark makes spreadsheet programs read it as UTF-8.
 */
export async function ordersCsv(
  app: FastifyInstance,
  sellerId: string,
  filters: ChargesQuery,
  locale: Locale,
): Promise<string> {
  const page = await listCharges(
    app,
    { sellerId, livemode: null },
    { ...filters, page: 1, pageSize: 'all' },
  );
  const rows = page.items.map((c) => [
    c.id,
    c.createdAt,
    c.status,
    c.method,
    c.instalments,
    c.customer.email,
    c.customer.name,
    c.customer.document,
    c.amount,
    c.buyerTotal,
    c.fees.net,
    formatBRL(c.amount, locale),
    c.paidAt,
    c.livemode ? 'live' : 'test',
  ]);
  return `\uFEFF${toCsv(header, rows)}`;
}
