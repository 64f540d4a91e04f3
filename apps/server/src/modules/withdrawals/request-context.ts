import { expectedArrival } from '@repasse/core/calendar/business-days';
import type { WithdrawalContext } from '@repasse/core/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { currentFeeProfile, currentPlatformSettings } from '../fees/current.ts';
import { balancesOf } from '../ledger/balances.ts';
import { sellerUser } from './queries.ts';

/**
 * What the request form shows before anything is sent: limits, fee, destination, arrival, and
 * the first reason (in the order the seller can fix them) a request would be refused.
 */
export async function withdrawalContext(
  app: FastifyInstance,
  seller: { sellerId: string; impersonated: boolean },
): Promise<WithdrawalContext> {
  const user = await sellerUser(app.db, seller.sellerId);
  if (!user) throw notFound();
  const settings = await currentPlatformSettings(app);
  const { profile } = await currentFeeProfile(app, user.id);
  const { available } = await balancesOf(app.db, user.id);
  const pixKey =
    user.pixKey && user.pixKeyType ? { type: user.pixKeyType, key: user.pixKey } : null;
  const blockedBy = seller.impersonated
    ? 'impersonation'
    : user.documentStatus !== 'validate'
      ? 'documents'
      : !pixKey
        ? 'pix_key'
        : available < 0
          ? 'negative_balance'
          : null;
  return {
    available,
    withdrawalFee: profile.withdrawalFee,
    minimum: settings.withdrawalMinimum,
    maximum: settings.withdrawalMaximum,
    pixKey,
    documentStatus: user.documentStatus,
    expectedArrivalAt: expectedArrival(app.clock.now()).toISOString(),
    canRequest: blockedBy === null,
    blockedBy,
  };
}
