import type { AdminOrderDetail, Charge, OrderDetail } from '@repasse/core/contract/charges';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import {
  chargeAttempts,
  chargeRecoveryMessages,
  chargeTimeline,
  orderAffiliate,
  orderSeller,
  salePostings,
} from './order-queries.ts';
import { anticipatedIds, chargeRow, type TransactionRow, toCharge } from './queries.ts';

/**
 * Whose charges the caller sees: one seller's (null: any seller's, for admins), of one mode when
 * the caller is an API key (null: both, as the dashboard shows them).
 */
export type ChargeScope = { sellerId: string | null; livemode: boolean | null };

/** The charge in the scope; one outside it is as unknown as one that does not exist. */
async function scopedCharge(
  app: FastifyInstance,
  id: string,
  scope: ChargeScope,
): Promise<TransactionRow> {
  const row = await chargeRow(app.db, id, scope.sellerId);
  if (!row || (scope.sellerId && row.sellerId !== scope.sellerId)) throw notFound();
  if (scope.livemode !== null && row.livemode !== scope.livemode) throw notFound();
  return row;
}

const asCharge = async (app: FastifyInstance, row: TransactionRow): Promise<Charge> =>
  toCharge(row, (await anticipatedIds(app.db, row.sellerId, [row.id])).has(row.id));

/** One charge as /web and /v1 answer it. */
export async function sellerCharge(
  app: FastifyInstance,
  id: string,
  scope: ChargeScope,
): Promise<Charge> {
  return asCharge(app, await scopedCharge(app, id, scope));
}

async function detailOf(app: FastifyInstance, row: TransactionRow): Promise<OrderDetail> {
  const timeline = await chargeTimeline(app.db, row);
  const attempts = await chargeAttempts(app.db, row);
  const recovery = await chargeRecoveryMessages(app.db, row);
  const affiliate = row.affiliateId ? await orderAffiliate(app.db, row.affiliateId) : null;
  return { charge: await asCharge(app, row), timeline, attempts, recovery, affiliate };
}

/** A charge with its timeline and acquirer attempts. */
export async function orderDetail(
  app: FastifyInstance,
  id: string,
  scope: ChargeScope,
): Promise<OrderDetail> {
  return detailOf(app, await scopedCharge(app, id, scope));
}

/** Any seller's order, with who sold it and what the ledger posted for it. */
export async function adminOrderDetail(
  app: FastifyInstance,
  id: string,
): Promise<AdminOrderDetail> {
  const row = await scopedCharge(app, id, { sellerId: null, livemode: null });
  const detail = await detailOf(app, row);
  const seller = await orderSeller(app.db, row.sellerId);
  return {
    ...detail,
    seller: seller ?? { id: row.sellerId, email: '', fullName: '' },
    postings: await salePostings(app.db, row),
  };
}
