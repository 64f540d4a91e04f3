import { describe, expect, it } from 'vitest';
import { feeProfileCell, feeProfileLabel } from './fee-profile-label.ts';

const profiles = [
  { id: '11111111-1111-4111-8111-111111111111', uniqueId: 'DEFAULT', isDefault: true },
  {
    id: '22222222-2222-4222-8222-222222222222',
    uniqueId: 'PRO_2024',
    referenceCode: 'Partners',
    isDefault: false,
  },
];

describe('feeProfileLabel', () => {
  it('joins the unique id and the reference code', () => {
    expect(feeProfileLabel(profiles[1] as (typeof profiles)[number])).toBe('PRO_2024 · Partners');
    expect(feeProfileLabel(profiles[0] as (typeof profiles)[number])).toBe('DEFAULT');
  });
});

describe('feeProfileCell', () => {
  it('resolves the name from the list, null being the platform default', () => {
    expect(feeProfileCell(null, profiles)).toEqual({ kind: 'default' });
    expect(feeProfileCell('22222222-2222-4222-8222-222222222222', profiles)).toEqual({
      kind: 'profile',
      label: 'PRO_2024 · Partners',
    });
    expect(feeProfileCell('33333333-3333-4333-8333-333333333333', profiles)).toEqual({
      kind: 'unknown',
    });
    expect(feeProfileCell(undefined, profiles)).toEqual({ kind: 'notReported' });
  });
});
