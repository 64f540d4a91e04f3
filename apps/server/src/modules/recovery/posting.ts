import { acquirerReceivable, platform, seller } from '../ledger/accounts.ts';
import type { PostingInput } from '../ledger/post.ts';

/**
 * A paid top-up (docs/money.md §11, §13): the acquirer owes what the seller paid, all of it
 * credited to the seller's recovery balance, and the platform bears the acquirer's Pix cost —
 * a top-up carries no fee of its own. Posted once per top-up.
 */
export function topUpPosting(topUp: {
  id: string;
  sellerId: string;
  acquirer: string;
  amount: number;
  acquirerCost: number;
}): PostingInput {
  const receivable = acquirerReceivable(topUp.acquirer);
  return {
    reference: `recovery_topup:${topUp.id}`,
    type: 'recovery_topup',
    sellerId: topUp.sellerId,
    description: 'Recovery balance top-up (Pix)',
    metadata: { topUpId: topUp.id, amount: topUp.amount, acquirerCost: topUp.acquirerCost },
    movements: [
      { from: receivable, to: seller(topUp.sellerId, 'recovery'), amount: topUp.amount },
      { from: platform('costs'), to: receivable, amount: topUp.acquirerCost },
    ],
  };
}
