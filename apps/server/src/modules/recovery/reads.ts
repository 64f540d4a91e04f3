import type {
  AdminRecoveryBalancePage,
  AdminRecoveryBalancesQuery,
  RecoveryBalanceResponse,
  RecoveryTopUp,
  RecoveryTopUpPage,
  RecoveryTopUpsQuery,
} from '@repasse/core/contract/recovery';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { notFound } from '../../http/errors.ts';
import { currentPlatformSettings } from '../fees/current.ts';
import { balancesOf } from '../ledger/balances.ts';
import {
  adminRecoveryBalancesPage,
  latestPendingTopUp,
  sellerTopUpRow,
  sellerTopUpsPage,
  toTopUp,
} from './queries.ts';

/**
 * The recovery screen's header: the balance (the guarded `recovery` account, as the financial
 * balance reads its accounts), what each channel's message costs, the top-up limits, and a
 * top-up still waiting for its Pix so the dialog can resume it.
 */
export async function recoveryBalance(
  app: FastifyInstance,
  sellerId: string,
): Promise<RecoveryBalanceResponse> {
  const { recovery } = await balancesOf(app.db, sellerId);
  const settings = await currentPlatformSettings(app);
  const pending = await latestPendingTopUp(app.db, sellerId, app.clock.now());
  return {
    balance: recovery,
    prices: settings.recoveryPrices,
    topUpMinimum: settings.recoveryTopUpMinimum,
    topUpMaximum: settings.recoveryTopUpMaximum,
    pendingTopUp: pending ? toTopUp(pending) : null,
  };
}

/** One of the seller's top-ups (the dialog polls it); another seller's is not found. */
export async function sellerTopUp(
  app: FastifyInstance,
  sellerId: string,
  id: string,
): Promise<RecoveryTopUp> {
  const row = await sellerTopUpRow(app.db, sellerId, id);
  if (!row) throw notFound();
  return toTopUp(row);
}

export async function listSellerTopUps(
  app: FastifyInstance,
  sellerId: string,
  query: RecoveryTopUpsQuery,
): Promise<RecoveryTopUpPage> {
  const { rows, total } = await sellerTopUpsPage(app.db, sellerId, query);
  return pageOf(query, rows.map(toTopUp), total);
}

/** Admin → Management → Recovery: every seller's recovery balance and top-ups. */
export async function listAdminRecoveryBalances(
  app: FastifyInstance,
  query: AdminRecoveryBalancesQuery,
): Promise<AdminRecoveryBalancePage> {
  const { items, total } = await adminRecoveryBalancesPage(app.db, query);
  return pageOf(query, items, total);
}
