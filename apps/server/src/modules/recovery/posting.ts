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

/**
 * An outreach message's price (docs/money.md §13): from the seller's recovery balance to the
 * platform's revenue, in the transaction that writes the message. The recovery account is guarded,
 * so a balance that cannot pay refuses the posting and the run waits.
 */
export function messageChargePosting(message: {
  id: string;
  sellerId: string;
  price: number;
}): PostingInput {
  return {
    reference: `recovery_charge:${message.id}`,
    type: 'recovery_charge',
    sellerId: message.sellerId,
    description: 'Recovery message',
    metadata: { messageId: message.id, price: message.price },
    movements: [
      {
        from: seller(message.sellerId, 'recovery'),
        to: platform('revenue'),
        amount: message.price,
      },
    ],
  };
}

/** A message the provider refused before sending it: its price goes back to the balance. */
export function messageRefundPosting(message: {
  id: string;
  sellerId: string;
  price: number;
}): PostingInput {
  return {
    reference: `recovery_refund:${message.id}`,
    type: 'recovery_refund',
    sellerId: message.sellerId,
    description: 'Recovery message not sent',
    metadata: { messageId: message.id, price: message.price },
    movements: [
      {
        from: platform('revenue'),
        to: seller(message.sellerId, 'recovery'),
        amount: message.price,
      },
    ],
  };
}
