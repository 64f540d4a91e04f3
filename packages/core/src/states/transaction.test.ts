import { describe, expect, it } from 'vitest';
import {
  canTransitionTransaction,
  isFinalTransaction,
  postsNothing,
  transactionStatuses,
} from './transaction.ts';

describe('transaction states', () => {
  it('allows exactly the documented transitions', () => {
    const allowed = transactionStatuses.flatMap((from) =>
      transactionStatuses
        .filter((to) => canTransitionTransaction(from, to))
        .map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending->paid',
        'pending->failed',
        'pending->canceled',
        'pending->refused',
        'pending->error',
        'paid->refunded',
        'paid->chargeback',
        'paid->in_protest',
        'in_protest->paid',
        'in_protest->chargeback',
        'canceled->paid',
      ].sort(),
    );
  });

  it('refuses going back from final states, and a refund of an unpaid charge', () => {
    expect(canTransitionTransaction('refunded', 'paid')).toBe(false);
    expect(canTransitionTransaction('pending', 'refunded')).toBe(false);
    expect(canTransitionTransaction('chargeback', 'in_protest')).toBe(false);
    expect(canTransitionTransaction('canceled', 'refunded')).toBe(false);
    expect(transactionStatuses.filter(isFinalTransaction).sort()).toEqual([
      'chargeback',
      'error',
      'failed',
      'refunded',
      'refused',
    ]);
    expect(transactionStatuses.filter(postsNothing).sort()).toEqual([
      'canceled',
      'error',
      'failed',
      'refused',
    ]);
  });
});
