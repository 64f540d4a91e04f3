import { describe, expect, it } from 'vitest';
import { nextReleases } from './next-releases.ts';

const balance = {
  available: 0,
  pending: 0,
  reserve: 0,
  withdrawing: 0,
  nextPendingReleases: [
    { date: '2026-03-10', amount: 5_000 },
    { date: '2026-03-03', amount: 1_250 },
    { date: '2026-03-20', amount: 0 },
  ],
  nextReserveReleases: [
    { date: '2026-03-03', amount: 300 },
    { date: '2026-04-01', amount: 900 },
  ],
};

describe('nextReleases', () => {
  it('merges sales and reserve releases, soonest first, without empty days', () => {
    expect(nextReleases(balance, 10)).toEqual([
      { date: '2026-03-03', amount: 1_250, kind: 'sales' },
      { date: '2026-03-03', amount: 300, kind: 'reserve' },
      { date: '2026-03-10', amount: 5_000, kind: 'sales' },
      { date: '2026-04-01', amount: 900, kind: 'reserve' },
    ]);
  });

  it('keeps the first few', () => {
    expect(nextReleases(balance, 2).map((release) => release.amount)).toEqual([1_250, 300]);
    expect(
      nextReleases({ ...balance, nextPendingReleases: [], nextReserveReleases: [] }, 5),
    ).toEqual([]);
  });
});
