import { describe, expect, it } from 'vitest';
import {
  awardClaimTransitionSchema,
  canMoveAwardClaim,
  isCalendarDate,
  isOfAgeOn,
} from './awards.ts';

describe('award claims', () => {
  it('counts the age of majority on the day, 29 February coming of age on 1 March', () => {
    expect(isOfAgeOn('2008-11-26', '2026-11-26')).toBe(true);
    expect(isOfAgeOn('2008-11-27', '2026-11-26')).toBe(false);
    expect(isOfAgeOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isOfAgeOn('2008-02-29', '2026-03-01')).toBe(true);
    expect(isOfAgeOn('not a date', '2026-03-01')).toBe(false);
  });

  it('knows a calendar date from text that only looks like one', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('2024-2-9')).toBe(false);
  });

  it('moves a claim only forward, refusing until it ships', () => {
    expect(canMoveAwardClaim('requested', 'approved')).toBe(true);
    expect(canMoveAwardClaim('requested', 'shipped')).toBe(false);
    expect(canMoveAwardClaim('approved', 'refused')).toBe(true);
    expect(canMoveAwardClaim('shipped', 'refused')).toBe(false);
    expect(canMoveAwardClaim('delivered', 'approved')).toBe(false);
  });

  it('asks a shipment for its carrier and tracking code, a refusal for its reason', () => {
    const fields = (body: object) => {
      const parsed = awardClaimTransitionSchema.safeParse(body);
      return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
    };
    expect(fields({ to: 'shipped', carrier: 'Correios' })).toEqual(['trackingCode']);
    expect(fields({ to: 'refused', reason: '  ' })).toEqual(['reason']);
    expect(fields({ to: 'approved' })).toEqual([]);
    expect(fields({ to: 'requested' })).toEqual(['to']);
  });
});
