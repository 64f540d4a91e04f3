import type {
  AdminProduct,
  AdminProductAction,
  AdminProductsPage,
  AdminProductsQuery,
} from '@repasse/core/contract/admin-products';
import { centsFromSql } from '@repasse/core/money/limits';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { productImageUrl } from '../products/queries.ts';
import { tellSellerOfBlock } from './product-emails.ts';
import {
  type AdminProductRow,
  adminProductRows,
  lockProduct,
  productOwner,
  setProductBlock,
} from './queries.ts';

function toAdminProduct(row: AdminProductRow, publicUrl: string): AdminProduct {
  const { product } = row;
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    active: product.active,
    blocked:
      product.blockedAt && product.blockedReason
        ? { at: product.blockedAt.toISOString(), reason: product.blockedReason }
        : null,
    seller: row.seller,
    affiliateProgram: Boolean(row.affiliateProgram),
    sales: Number(row.sales),
    volume: centsFromSql(row.volume),
    imageUrl: productImageUrl(product, publicUrl),
    checkoutUrl: `${publicUrl}/checkout/${product.id}`,
    createdAt: product.createdAt.toISOString(),
  };
}

export async function adminProducts(
  app: FastifyInstance,
  query: AdminProductsQuery,
): Promise<AdminProductsPage> {
  const { rows, total } = await adminProductRows(app.db, query);
  return pageOf(
    query,
    rows.map((row) => toAdminProduct(row, app.config.publicUrl)),
    total,
  );
}

/**
 * An admin takes a product off sale with the reason the seller is told (its checkout answers as
 * unknown from then on, and only an admin puts it back), or back on sale. Audited; the seller
 * gets an email either way.
 */
export async function actOnProduct(
  app: FastifyInstance,
  actor: AuditActor & { auth: { user: { id: string } } },
  id: string,
  input: AdminProductAction,
): Promise<AdminProduct> {
  const now = app.clock.now();
  const acted = await app.db.transaction(async (tx) => {
    // The admin names the product alone: its seller is read first, the lock names it.
    const found = await productOwner(tx, id);
    const before = found && (await lockProduct(tx, found));
    if (!before) throw notFound();
    const deactivate = input.action === 'deactivate';
    if (deactivate === Boolean(before.blockedAt) && before.active === !deactivate) return before;
    const after = await setProductBlock(
      tx,
      before,
      deactivate
        ? {
            active: false,
            blockedAt: now,
            blockedReason: input.reason ?? '',
            blockedBy: actor.auth.user.id,
          }
        : { active: true, blockedAt: null, blockedReason: null, blockedBy: null },
      now,
    );
    if (!after) throw notFound();
    await recordAudit(tx, app.clock, actor, {
      action: deactivate ? 'product.deactivate' : 'product.reactivate',
      targetType: 'product',
      targetId: id,
      before: { active: before.active, blockedReason: before.blockedReason },
      after: { active: after.active, blockedReason: after.blockedReason },
    });
    await tellSellerOfBlock(app, tx, after, deactivate ? 'deactivated' : 'reactivated');
    return before;
  });
  const { rows } = await adminProductRows(app.db, { page: 1, pageSize: '25' }, acted);
  const [row] = rows;
  if (!row) throw notFound();
  return toAdminProduct(row, app.config.publicUrl);
}
