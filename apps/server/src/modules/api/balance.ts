import type { ApiBalance } from '@repasse/core/contract/balance';
import type { FastifyInstance } from 'fastify';
import { balancesOf } from '../ledger/balances.ts';
import type { KeyScope } from './api-key.ts';

/** The seller's balances as a key sees them: test mode has no money of its own. */
export async function keyBalance(app: FastifyInstance, scope: KeyScope): Promise<ApiBalance> {
  const b = scope.livemode
    ? await balancesOf(app.db, scope.sellerId)
    : { available: 0, pending: 0, reserve: 0, withdrawing: 0 };
  return {
    object: 'balance',
    livemode: scope.livemode,
    available: b.available,
    pending: b.pending,
    reserve: b.reserve,
    withdrawing: b.withdrawing,
    currency: 'brl',
  };
}
