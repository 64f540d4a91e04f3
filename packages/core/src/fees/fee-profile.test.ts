import { describe, expect, it } from 'vitest';
import { feeProfileBodySchema, feeProfileResponseSchema } from '../contract/fees.ts';
import { defaultFeeProfile, feeProfileSchema, generateUniqueId } from './fee-profile.ts';

const fieldErrors = (value: unknown) =>
  Object.fromEntries(
    (feeProfileSchema.safeParse(value).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('feeProfileSchema', () => {
  it('accepts the default profile', () => {
    expect(feeProfileSchema.parse(defaultFeeProfile)).toEqual(defaultFeeProfile);
  });

  it('lets the reference code be left out', () => {
    const { referenceCode: _, ...rest } = defaultFeeProfile;
    expect(feeProfileSchema.safeParse(rest).success).toBe(true);
  });

  it('checks the unique id', () => {
    expect(fieldErrors({ ...defaultFeeProfile, uniqueId: '' })).toEqual({
      uniqueId: 'validation.required',
    });
    expect(fieldErrors({ ...defaultFeeProfile, uniqueId: 'a'.repeat(65) })).toEqual({
      uniqueId: 'validation.tooLong',
    });
    expect(fieldErrors({ ...defaultFeeProfile, uniqueId: 'with space' })).toEqual({
      uniqueId: 'validation.uniqueId',
    });
    expect(feeProfileSchema.safeParse({ ...defaultFeeProfile, uniqueId: 'A-z_09' }).success).toBe(
      true,
    );
  });

  it('checks fees, percentages and days field by field', () => {
    expect(
      fieldErrors({
        ...defaultFeeProfile,
        pix: { percentage: '0,99', fixed: -1 },
        card: { percentage: '101', fixed: 1.5 },
        retention: { pix: '0', boleto: '0' },
        releaseDays: { pix: 0, boleto: 366, card: 30 },
        withdrawalFee: undefined,
      }),
    ).toEqual({
      'pix.percentage': 'validation.percentage',
      'pix.fixed': 'validation.invalid',
      'card.percentage': 'validation.percentageMax',
      'card.fixed': 'validation.invalid',
      'retention.card': 'validation.required',
      'releaseDays.boleto': 'validation.invalid',
      withdrawalFee: 'validation.required',
    });
  });

  it('wants exactly 12 instalment fees, the first one zero', () => {
    const fees = defaultFeeProfile.instalmentFees;
    expect(fieldErrors({ ...defaultFeeProfile, instalmentFees: fees.slice(0, 11) })).toEqual({
      instalmentFees: 'validation.invalid',
    });
    expect(fieldErrors({ ...defaultFeeProfile, instalmentFees: fees.with(0, '1') })).toEqual({
      'instalmentFees.0': 'validation.instalmentOneFee',
    });
    expect(
      feeProfileSchema.safeParse({ ...defaultFeeProfile, instalmentFees: fees.with(0, '0.0000') })
        .success,
    ).toBe(true);
    expect(fieldErrors({ ...defaultFeeProfile, instalmentFees: fees.with(5, 'x') })).toEqual({
      'instalmentFees.5': 'validation.percentage',
    });
  });

  it('rises with the number of instalments by default', () => {
    const rates = defaultFeeProfile.instalmentFees.map(Number);
    expect(rates[0]).toBe(0);
    expect(rates[2]).toBe(5.95);
    for (let i = 1; i < rates.length; i++) {
      expect(rates[i]).toBeGreaterThan(rates[i - 1] ?? 0);
    }
  });
});

describe('generateUniqueId', () => {
  it('makes valid, readable, distinct ids', () => {
    const ids = Array.from({ length: 200 }, generateUniqueId);
    for (const id of ids) {
      expect(id).toMatch(/^fp_[0-9a-hjkmnp-tv-z]{12}$/);
      expect(feeProfileSchema.shape.uniqueId.safeParse(id).success).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('fee profile contract', () => {
  it('responds with the profile plus its id, default flag and user count', () => {
    const body = feeProfileBodySchema.parse(defaultFeeProfile);
    const response = {
      ...body,
      id: '123e4567-e89b-42d3-a456-426614174000',
      isDefault: true,
      usersCount: 3,
    };
    expect(feeProfileResponseSchema.parse(response)).toEqual(response);
  });
});
