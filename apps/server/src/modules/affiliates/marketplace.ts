import type {
  AffiliateLink,
  MarketplacePage,
  MarketplaceQuery,
} from '@repasse/core/contract/affiliates';
import { commissionOf } from '@repasse/core/fees/affiliate';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { computeSale } from '@repasse/core/fees/sale';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageOf, paginate } from '../../db/paging.ts';
import { affiliatePrograms, affiliations, products, users } from '../../db/schema.ts';
import { sellerRow } from '../../db/seller-row.ts';
import { notFound } from '../../http/errors.ts';
import { currentFeeProfile, currentPlatformSettings } from '../fees/current.ts';
import { productImageUrl } from '../products/queries.ts';
import { type AffiliationRow, affiliateLinkOf, requestAffiliation } from './affiliations.ts';
import { commissionView } from './programs.ts';
import { linkStats } from './reports.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What an affiliate earns on one sale at the product's price: by Pix when the product takes it
 * (the most common method, and one instalment), else a card in one payment, else boleto.
 */
async function commissionPerSale(
  app: FastifyInstance,
  product: typeof products.$inferSelect,
  terms: { percentage: string; fixed: number },
): Promise<number> {
  const methods = product.methods as PaymentMethod[];
  const method = (['pix', 'card', 'boleto'] as const).find((m) => methods.includes(m)) ?? 'pix';
  const { profile } = await currentFeeProfile(app, product.sellerId);
  const settings = await currentPlatformSettings(app);
  const sale = computeSale({
    price: product.price,
    method,
    instalments: 1,
    profile,
    settings,
    paidAt: app.clock.now(),
  });
  return sale.ok ? commissionOf(sale.breakdown.net, terms) : 0;
}

/**
 * Products open to affiliation, searchable by name or seller: listed programmes, or the one an
 * invite code names. Each says what the caller's own affiliation is, if any.
 */
export async function marketplace(
  app: FastifyInstance,
  userId: string,
  query: MarketplaceQuery,
): Promise<MarketplacePage> {
  const conditions: SQL[] = [eq(affiliatePrograms.enabled, true), eq(products.active, true)];
  conditions.push(
    query.invite
      ? eq(affiliatePrograms.inviteCode, query.invite)
      : eq(affiliatePrograms.listed, true),
  );
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    const match = or(ilike(products.name, like), ilike(users.tradeName, like));
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const base = () =>
    app.db
      .select({ program: affiliatePrograms, product: products, tradeName: users.tradeName })
      .from(affiliatePrograms)
      .innerJoin(
        products,
        sellerRow(products, {
          id: affiliatePrograms.productId,
          sellerId: affiliatePrograms.sellerId,
        }),
      )
      .innerJoin(users, eq(users.id, products.sellerId));
  const rows = await paginate(
    base().where(where).orderBy(asc(products.name), asc(products.id)).$dynamic(),
    query,
  );
  const [total] = await app.db
    .select({ n: count() })
    .from(affiliatePrograms)
    .innerJoin(
      products,
      sellerRow(products, {
        id: affiliatePrograms.productId,
        sellerId: affiliatePrograms.sellerId,
      }),
    )
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(where);
  const ids = rows.map((r) => r.product.id);
  const mine = ids.length
    ? await app.db
        .select()
        .from(affiliations)
        .where(and(eq(affiliations.affiliateId, userId), inArray(affiliations.productId, ids)))
    : [];
  const now = app.clock.now();
  const items = [];
  for (const row of rows) {
    const view = await commissionView(app.db, row.product, now);
    const affiliation = mine.find((a) => a.productId === row.product.id);
    items.push({
      productId: row.product.id,
      name: row.product.name,
      description: row.product.description,
      imageUrl: productImageUrl(row.product, app.config.publicUrl),
      price: row.product.price,
      seller: { tradeName: row.tradeName },
      ...view,
      commissionPerSale: await commissionPerSale(app, row.product, view.commission),
      cookieDays: row.program.cookieDays,
      attribution: row.program.attribution,
      approval: row.program.approval,
      own: row.product.sellerId === userId,
      affiliation: affiliation
        ? {
            id: affiliation.id,
            status: affiliation.status,
            reason: affiliation.reason,
            link: affiliateLinkOf(app.config.publicUrl, affiliation),
          }
        : null,
    });
  }
  return pageOf(query, items, total?.n ?? 0);
}

/** One affiliation shaped as the affiliate's screen lists it, with its figures of all time. */
export async function affiliateLinkView(
  app: FastifyInstance,
  row: AffiliationRow,
): Promise<AffiliateLink> {
  const [product] = await app.db
    .select({
      product: products,
      tradeName: users.tradeName,
      cookieDays: affiliatePrograms.cookieDays,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .innerJoin(
      affiliatePrograms,
      and(
        eq(affiliatePrograms.productId, products.id),
        eq(affiliatePrograms.sellerId, row.sellerId),
      ),
    )
    .where(sellerRow(products, { id: row.productId, sellerId: row.sellerId }));
  if (!product) throw notFound();
  const [stats] = await linkStats(app.db, row.affiliateId, {}, [row]);
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    link: affiliateLinkOf(app.config.publicUrl, row),
    product: {
      id: product.product.id,
      name: product.product.name,
      price: product.product.price,
      imageUrl: productImageUrl(product.product, app.config.publicUrl),
    },
    seller: { tradeName: product.tradeName },
    ...(await commissionView(app.db, product.product, app.clock.now())),
    cookieDays: product.cookieDays,
    clicks: stats?.clicks ?? 0,
    sales: stats?.sales ?? 0,
    conversion: stats?.conversion ?? null,
    commissions: stats?.commissions ?? { pending: 0, available: 0, reversed: 0 },
  };
}

/** The caller asks to promote a product and gets their affiliation as their screen shows it. */
export async function joinProgram(
  app: FastifyInstance,
  userId: string,
  input: { productId: string; invite?: string | undefined },
): Promise<AffiliateLink> {
  return affiliateLinkView(app, await requestAffiliation(app, userId, input));
}
