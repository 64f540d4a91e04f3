import type { Charge } from '@repasse/core/contract/charges';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../http/errors.ts';
import { isSandboxAcquirer } from '../../providers/acquirers/create-acquirer.ts';
import { adapterFor, knownAcquirer } from '../acquirers/registry.ts';
import { sellerCharge } from './order-detail.ts';
import { chargeRow } from './queries.ts';

/**
 * Test mode's "simulate payment": the sandbox acquirer pays a pending Pix or boleto and calls
 * back, as a buyer paying would. `sellerId` null: any seller's charge (the hosted checkout).
 */
export async function simulatePayment(
  app: FastifyInstance,
  chargeId: string,
  sellerId: string | null,
): Promise<void> {
  const row = await chargeRow(app.db, chargeId, sellerId);
  if (!row || (sellerId && row.sellerId !== sellerId)) throw notFound();
  if (row.livemode) throw new AppError('payments.simulation_test_only');
  const acquirer = row.acquirerId ? await knownAcquirer(app, row.acquirerId) : undefined;
  const adapter = acquirer ? adapterFor(app, acquirer) : null;
  if (
    !adapter ||
    !isSandboxAcquirer(adapter) ||
    !row.acquirerReference ||
    row.status !== 'pending'
  ) {
    throw new AppError('payments.not_simulatable');
  }
  await adapter.simulatePayment(row.acquirerReference);
}

/** The seller's own test order paid through the sandbox, answered as it is now. */
export async function simulateOrderPayment(
  app: FastifyInstance,
  chargeId: string,
  sellerId: string,
): Promise<Charge> {
  await simulatePayment(app, chargeId, sellerId);
  return sellerCharge(app, chargeId, { sellerId, livemode: null });
}
