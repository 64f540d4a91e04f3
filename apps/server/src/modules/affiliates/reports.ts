import type {
  AffiliateLinks,
  Commission,
  CommissionPage,
  CommissionQuery,
  CommissionStatus,
  ProducerAffiliatesPage,
  ProducerAffiliatesQuery,
} from '@repasse/core/contract/affiliates';
import { pageWindow } from '@repasse/core/contract/pagination';
import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { pageOf } from '../../db/paging.ts';
import { rowsOf } from '../../db/rows.ts';
import { affiliatePrograms, affiliations, products, users } from '../../db/schema.ts';
import { ofSellerRow, type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { dayStart, nextDayStart, toCsv } from '../ledger/statement.ts';
import { affiliateLinkOf } from './affiliations.ts';
import { commissionView } from './programs.ts';

type Period = { from?: string | undefined; to?: string | undefined };

const periodOf = (column: SQL, period: Period) =>
  sql.join(
    [
      period.from
        ? sql` and ${column} >= ${dayStart(period.from).toISOString()}::timestamptz`
        : sql``,
      period.to
        ? sql` and ${column} < ${nextDayStart(period.to).toISOString()}::timestamptz`
        : sql``,
    ],
    sql``,
  );

/**
 * What refunds and chargebacks took back of a sale's commission: the affiliate's share of the
 * seller's running debit, as computeRefund moves it — round(C × round(P × refunded / T) / P), half
 * up as PostgreSQL's round() does for numeric.
 */
const reversedCommission = sql.raw(`round(t.affiliate_commission::numeric
  * round(t.price::numeric * t.refunded_amount / t.buyer_total) / t.price)`);

/**
 * The affiliate's sales with their commission, what refunds and chargebacks took back of it and
 * its status (docs/money.md §13). Live sales only: test charges move no money.
 */
function commissionRows(affiliateId: string, period: Period, extra: SQL = sql``) {
  return sql`
    select t.id, t.affiliation_id, t.product_id, t.created_at, t.paid_at, t.method, t.buyer_total,
      t.price, t.status, t.buyer_name, t.buyer_email, t.description, t.seller_id,
      t.affiliate_click_id,
      t.affiliate_commission as commission, ${reversedCommission} as reversed,
      exists (
        select 1 from ledger_releases r
        where r.sale_reference = t.id::text and r.seller_id = t.affiliate_id
          and r.released_at is null and r.cancelled_at is null
      ) as waiting
    from transactions t
    where t.affiliate_id = ${affiliateId} and t.livemode and t.paid_at is not null
      ${periodOf(sql`t.paid_at`, period)} ${extra}`;
}

const statusCase = sql`case when reversed >= commission then 'reversed'
  when waiting then 'pending' else 'available' end`;

type Totals = { pending: number; available: number; reversed: number };

const totalsSelect = sql`
  coalesce(sum(commission - reversed) filter (where ${statusCase} = 'pending'), 0) as pending,
  coalesce(sum(commission - reversed) filter (where ${statusCase} = 'available'), 0) as available,
  coalesce(sum(reversed), 0) as reversed_total`;

const totalsOf = (row: Record<string, unknown> | undefined): Totals => ({
  pending: Number(row?.pending ?? 0),
  available: Number(row?.available ?? 0),
  reversed: Number(row?.reversed_total ?? 0),
});

type LinkStat = {
  affiliationId: string;
  clicks: number;
  sales: number;
  conversion: string | null;
  commissions: Totals;
};

/**
 * Per affiliation of the affiliate: clicks and sales in the period, conversion, commissions. The
 * clicks are read by each affiliation's seller too, which names the shards they sit on.
 */
export async function linkStats(
  db: DbOrTx,
  affiliateId: string,
  period: Period,
  links: SellerRow[],
): Promise<LinkStat[]> {
  if (links.length === 0) return [];
  const affiliationIds = links.map((l) => l.id);
  const ids = sql.param(affiliationIds);
  const sales = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      with sales as (${commissionRows(affiliateId, period)})
      select affiliation_id, count(*) as sales, count(distinct affiliate_click_id) as converted,
        ${totalsSelect}
      from sales where affiliation_id = any(${ids}::uuid[]) group by affiliation_id`),
  );
  const clicks = rowsOf<{ affiliation_id: string; clicks: string | number }>(
    await db.execute(sql`
      select c.affiliation_id, count(*) as clicks from affiliate_clicks c
      where (c.seller_id, c.affiliation_id) in (
          select * from unnest(${sql.param(links.map((l) => l.sellerId))}::uuid[], ${ids}::uuid[])
        ) ${periodOf(sql`c.created_at`, period)}
      group by c.affiliation_id`),
  );
  return affiliationIds.map((id) => {
    const sale = sales.find((s) => s.affiliation_id === id);
    const clickCount = Number(clicks.find((c) => c.affiliation_id === id)?.clicks ?? 0);
    const saleCount = Number(sale?.sales ?? 0);
    // Clicks that became at least one sale, over clicks: a buyer who comes back through the same
    // click (cookie, email) buys again without clicking again. A click of an earlier period can
    // convert in this one, hence the cap.
    const converted = Math.min(Number(sale?.converted ?? 0), clickCount);
    return {
      affiliationId: id,
      clicks: clickCount,
      sales: saleCount,
      conversion: clickCount > 0 ? ((converted * 100) / clickCount).toFixed(1) : null,
      commissions: totalsOf(sale),
    };
  });
}

/** The affiliate's links, one per product they promote, with their figures for the period. */
export async function affiliateLinks(
  app: FastifyInstance,
  affiliateId: string,
  period: Period,
): Promise<AffiliateLinks> {
  const rows = await app.db
    .select({
      affiliation: affiliations,
      product: products,
      tradeName: users.tradeName,
      cookieDays: affiliatePrograms.cookieDays,
    })
    .from(affiliations)
    .innerJoin(
      products,
      sellerRow(products, { id: affiliations.productId, sellerId: affiliations.sellerId }),
    )
    .innerJoin(users, eq(users.id, products.sellerId))
    .innerJoin(
      affiliatePrograms,
      ofSellerRow(affiliatePrograms.productId, affiliatePrograms.sellerId, products),
    )
    .where(eq(affiliations.affiliateId, affiliateId))
    .orderBy(asc(products.name), asc(affiliations.id));
  const stats = await linkStats(
    app.db,
    affiliateId,
    period,
    rows.map((r) => r.affiliation),
  );
  const now = app.clock.now();
  const items = [];
  for (const [i, row] of rows.entries()) {
    const stat = stats[i];
    items.push({
      id: row.affiliation.id,
      status: row.affiliation.status,
      reason: row.affiliation.reason,
      link: affiliateLinkOf(app.config.publicUrl, row.affiliation),
      product: {
        id: row.product.id,
        name: row.product.name,
        price: row.product.price,
        imageUrl: row.product.imageKey
          ? `${app.config.publicUrl}/web/public/products/${row.product.id}/image`
          : null,
      },
      seller: { tradeName: row.tradeName },
      ...(await commissionView(app.db, row.product, now)),
      cookieDays: row.cookieDays,
      clicks: stat?.clicks ?? 0,
      sales: stat?.sales ?? 0,
      conversion: stat?.conversion ?? null,
      commissions: stat?.commissions ?? { pending: 0, available: 0, reversed: 0 },
    });
  }
  const totals = items.reduce(
    (sum, item) => ({
      pending: sum.pending + item.commissions.pending,
      available: sum.available + item.commissions.available,
      reversed: sum.reversed + item.commissions.reversed,
    }),
    { pending: 0, available: 0, reversed: 0 },
  );
  return { items, totals };
}

const maskName = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part, i) => (i === 0 ? part : `${part[0]}.`))
    .join(' ');

/**
 * A page of the affiliate's commissions. The buyer is their first name and initials unless the
 * product's seller shares buyers' contact with affiliates.
 */
export async function commissions(
  app: FastifyInstance,
  affiliateId: string,
  query: CommissionQuery,
): Promise<CommissionPage> {
  const filters = sql.join(
    [query.productId ? sql` and t.product_id = ${query.productId}` : sql``],
    sql``,
  );
  const status = query.status ? sql` where ${statusCase} = ${query.status}` : sql``;
  const { limit, offset } = pageWindow(query);
  const rows = rowsOf<Record<string, unknown>>(
    await app.db.execute(sql`
      with sales as (${commissionRows(affiliateId, query, filters)})
      select s.*, ${statusCase} as commission_status, coalesce(p.share_buyer_contact, false) as share,
        coalesce(pr.name, s.description) as product_name
      from sales s
      left join affiliate_programs p on p.product_id = s.product_id
      left join products pr on pr.id = s.product_id
      ${status}
      order by s.paid_at desc, s.id desc
      ${limit === undefined ? sql`` : sql`limit ${limit}`} offset ${offset}`),
  );
  const [summary] = rowsOf<Record<string, unknown>>(
    await app.db.execute(sql`
      with sales as (${commissionRows(affiliateId, query, filters)})
      select count(*) filter (where ${query.status ? sql`${statusCase} = ${query.status}` : sql`true`}) as n,
        ${totalsSelect}
      from sales`),
  );
  const items: Commission[] = rows.map((row) => {
    const shared = Boolean(row.share);
    const name = String(row.buyer_name);
    return {
      chargeId: String(row.id),
      createdAt: new Date(row.created_at as string).toISOString(),
      paidAt: row.paid_at ? new Date(row.paid_at as string).toISOString() : null,
      product: {
        id: row.product_id ? String(row.product_id) : null,
        name: String(row.product_name),
      },
      method: String(row.method),
      amount: Number(row.price),
      commission: Number(row.commission),
      reversed: Number(row.reversed),
      status: row.commission_status as CommissionStatus,
      buyer: shared
        ? { name, email: String(row.buyer_email) }
        : { name: maskName(name), email: null },
    };
  });
  return { ...pageOf(query, items, Number(summary?.n ?? 0)), totals: totalsOf(summary) };
}

/** Every commission matching the filters as CSV, amounts also in the caller's language. */
export async function commissionsCsv(
  app: FastifyInstance,
  affiliateId: string,
  query: CommissionQuery,
  locale: Locale,
): Promise<string> {
  const page = await commissions(app, affiliateId, { ...query, page: 1, pageSize: 'all' });
  const csv = toCsv(
    [
      'paid_at',
      'order',
      'product',
      'method',
      'amount_cents',
      'commission_cents',
      'commission',
      'reversed_cents',
      'status',
      'buyer',
    ],
    page.items.map((c) => [
      c.paidAt ?? '',
      c.chargeId,
      c.product.name,
      c.method,
      c.amount,
      c.commission,
      formatBRL(c.commission, locale),
      c.reversed,
      c.status,
      c.buyer.name,
    ]),
  );
  return `\uFEFF${csv}`;
}

/** The producer's affiliates with what each sold and earned (live sales, net of reversals). */
export async function producerAffiliates(
  app: FastifyInstance,
  sellerId: string,
  query: ProducerAffiliatesQuery,
  onlyId?: string,
): Promise<ProducerAffiliatesPage> {
  const conditions = [eq(affiliations.sellerId, sellerId)];
  if (onlyId) conditions.push(eq(affiliations.id, onlyId));
  if (query.status) conditions.push(eq(affiliations.status, query.status));
  if (query.productId) conditions.push(eq(affiliations.productId, query.productId));
  const where = and(...conditions);
  const { limit, offset } = pageWindow(query);
  const base = app.db
    .select({
      affiliation: affiliations,
      name: users.tradeName,
      email: users.email,
      productName: products.name,
    })
    .from(affiliations)
    .innerJoin(users, eq(users.id, affiliations.affiliateId))
    .innerJoin(
      products,
      sellerRow(products, { id: affiliations.productId, sellerId: affiliations.sellerId }),
    )
    .where(where)
    .orderBy(
      sql`case ${affiliations.status} when 'pending' then 0 else 1 end`,
      sql`${affiliations.createdAt} desc`,
      asc(affiliations.id),
    )
    .offset(offset);
  const rows = limit === undefined ? await base : await base.limit(limit);
  const [total] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(affiliations)
    .where(where);
  const ids = rows.map((r) => r.affiliation.id);
  const figures = ids.length
    ? rowsOf<Record<string, unknown>>(
        await app.db.execute(sql`
          select t.affiliation_id, count(*) as sales, sum(t.price) as volume,
            sum(t.affiliate_commission - ${reversedCommission}) as paid
          from transactions t
          where t.seller_id = ${sellerId} and t.affiliation_id = any(${sql.param(ids)}::uuid[])
            and t.livemode and t.paid_at is not null
          group by t.affiliation_id`),
      )
    : [];
  const items = rows.map((row) => {
    const figure = figures.find((f) => f.affiliation_id === row.affiliation.id);
    return {
      id: row.affiliation.id,
      status: row.affiliation.status,
      reason: row.affiliation.reason,
      affiliate: { id: row.affiliation.affiliateId, name: row.name, email: row.email },
      product: { id: row.affiliation.productId, name: row.productName },
      requestedAt: row.affiliation.createdAt.toISOString(),
      decidedAt: row.affiliation.decidedAt?.toISOString() ?? null,
      sales: Number(figure?.sales ?? 0),
      volume: Number(figure?.volume ?? 0),
      commissions: Number(figure?.paid ?? 0),
    };
  });
  return pageOf(query, items, total?.n ?? 0);
}

/** One producer affiliate row after a decision. */
export async function producerAffiliate(app: FastifyInstance, sellerId: string, id: string) {
  const page = await producerAffiliates(app, sellerId, { page: 1, pageSize: '25' }, id);
  const found = page.items[0];
  if (!found) throw new Error(`affiliation ${id} vanished`);
  return found;
}
