import type { AwardClaim, SellerAward } from '@repasse/core/contract/awards';
import { describe, expect, it } from 'vitest';
import { awardStateOf, reachedCount } from './award-state.ts';

const award = (changes: Partial<SellerAward> = {}): SellerAward => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'R$ 100 mil',
  threshold: 10_000_000,
  description: null,
  kind: 'physical',
  imageUrl: null,
  reachedAt: null,
  remaining: 2_000_000,
  claimable: false,
  claim: null,
  ...changes,
});

describe('award state', () => {
  it('tells locked, claimable, claimed and reached apart', () => {
    expect(awardStateOf(award())).toBe('locked');
    const reached = { reachedAt: '2026-11-26T15:00:00.000Z', remaining: 0 };
    expect(awardStateOf(award({ ...reached, claimable: true }))).toBe('claimable');
    expect(awardStateOf(award({ ...reached, kind: 'digital' }))).toBe('reached');
    const claim = { id: 'c', status: 'shipped' } as AwardClaim;
    expect(awardStateOf(award({ ...reached, claim }))).toBe('claimed');
  });

  it('counts what was reached, refunds or not', () => {
    expect(
      reachedCount([
        award(),
        award({ reachedAt: '2026-11-26T15:00:00.000Z' }),
        award({ reachedAt: '2026-11-20T15:00:00.000Z', remaining: 0 }),
      ]),
    ).toEqual({ reached: 2, total: 3 });
  });
});
