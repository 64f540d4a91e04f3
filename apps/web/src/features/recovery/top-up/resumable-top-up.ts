import type { RecoveryBalanceResponse, RecoveryTopUp } from '@repasse/core/contract/recovery';

/**
 * The pending top-up worth resuming: its Pix code can still be paid. The server keeps a top-up
 * pending for a grace period after its code expires (a late Pix notice still credits it), but
 * by then the seller has nothing left to pay and starts a new top-up instead.
 */
export function resumableTopUp(
  balance: Pick<RecoveryBalanceResponse, 'pendingTopUp'>,
  now: number,
): RecoveryTopUp | null {
  const pending = balance.pendingTopUp;
  if (!pending?.pix || pending.status !== 'pending') return null;
  return Date.parse(pending.pix.expiresAt) > now ? pending : null;
}
