import { describe, expect, it } from 'vitest';
import { canTransition, isFinal, returnsFunds, withdrawalStatuses } from './withdrawal.ts';

describe('withdrawal states', () => {
  it('allows exactly the transitions of money.md', () => {
    const allowed = withdrawalStatuses.flatMap((from) =>
      withdrawalStatuses.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'approved->failed',
        'approved->processing',
        'pending->approved',
        'pending->rejected',
        'processing->completed',
        'processing->failed',
      ].sort(),
    );
  });

  it('ends in completed, failed or rejected, and returns funds only when it did not pay', () => {
    expect(withdrawalStatuses.filter(isFinal)).toEqual(['completed', 'failed', 'rejected']);
    expect(withdrawalStatuses.filter(returnsFunds)).toEqual(['failed', 'rejected']);
  });
});
