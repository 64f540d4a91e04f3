import type { AdminChargesPage, AdminChargesQuery } from '@repasse/core/contract/charges';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { productWithSeller, sellersById } from './admin-list-queries.ts';
import { chargeRowsPage } from './list-queries.ts';
import { toCharge } from './queries.ts';

/**
 * A page of every seller's orders for an admin (/admin-order lists), of one mode, optionally of
 * one seller or one product, each with its seller; and who the filter names, for the heading.
 */
export async function listAdminCharges(
  app: FastifyInstance,
  query: AdminChargesQuery,
): Promise<AdminChargesPage> {
  const { rows, total, totalExact } = await chargeRowsPage(
    app.database,
    {
      sellerId: query.seller ?? null,
      livemode: query.mode === 'live',
      ...(query.product ? { productId: query.product } : {}),
    },
    query,
  );
  const product = query.product ? await productWithSeller(app.db, query.product) : undefined;
  const named = query.seller ?? product?.sellerId;
  const ids = new Set(rows.map((row) => row.sellerId));
  if (named) ids.add(named);
  const sellers = await sellersById(app.db, [...ids]);
  const items = rows.map((row) => ({
    ...toCharge(row, row.anticipated),
    seller: sellers.get(row.sellerId) ?? { id: row.sellerId, email: '', fullName: '' },
  }));
  return {
    ...pageOf(query, items, total),
    totalExact,
    seller: (named && sellers.get(named)) || null,
    product: product ? { id: product.id, name: product.name } : null,
  };
}
