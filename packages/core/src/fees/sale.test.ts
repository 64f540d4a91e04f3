import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pct } from '../money/percentage.ts';
import {
  defaultFeeProfile,
  type FeeProfile,
  feeProfileSchema,
  paymentMethods,
} from './fee-profile.ts';
import { defaultPlatformSettings, type PlatformSettings } from './platform-settings.ts';
import { computeSale, instalmentOptions, type SaleInput } from './sale.ts';
import { profileArb, saleArb } from './sale-arbitraries.test-support.ts';

const paidAt = new Date('2025-03-01T12:00:00Z');
const day = 86_400_000;
const buyerPays: PlatformSettings = { ...defaultPlatformSettings, instalmentFeePayer: 'buyer' };
const sellerPays: PlatformSettings = { ...defaultPlatformSettings, instalmentFeePayer: 'seller' };

/** The profile of the card example of docs/money.md §4, spelled out rather than taken from the defaults. */
const exampleProfile: FeeProfile = {
  ...defaultFeeProfile,
  card: { percentage: '4.99', fixed: 100 },
  instalmentFees: defaultFeeProfile.instalmentFees.map((fee, i) => (i === 2 ? '5.95' : fee)),
  retention: { pix: '0', boleto: '0', card: '10' },
  releaseDays: { pix: 0, boleto: 2, card: 30 },
};

const zeroProfile: FeeProfile = {
  ...defaultFeeProfile,
  pix: { percentage: '0', fixed: 0 },
  boleto: { percentage: '0', fixed: 0 },
  card: { percentage: '0', fixed: 0 },
  instalmentFees: Array.from({ length: 12 }, () => '0'),
  retention: { pix: '0', boleto: '0', card: '0' },
  releaseDays: { pix: 0, boleto: 0, card: 0 },
};

const sale = (input: Partial<SaleInput>) =>
  computeSale({
    price: 10000,
    method: 'card',
    instalments: 1,
    profile: exampleProfile,
    settings: buyerPays,
    paidAt,
    ...input,
  });

const breakdownOf = (input: Partial<SaleInput>) => {
  const result = sale(input);
  if (!result.ok) throw new Error(result.error);
  return result.breakdown;
};

describe('computeSale: money.md examples', () => {
  it('card, P = 10000, 3 instalments, buyers pay', () => {
    expect(breakdownOf({ price: 10000, method: 'card', instalments: 3 })).toEqual({
      price: 10000,
      method: 'card',
      instalments: 3,
      instalmentFee: 595,
      buyerTotal: 10595,
      instalmentFeePayer: 'buyer',
      sellerFee: 599,
      net: 9401,
      reserve: 940,
      pending: 8461,
      releaseAt: new Date(paidAt.getTime() + 30 * day),
      reserveReleaseAt: new Date(paidAt.getTime() + 30 * day),
      platformRevenue: 1194,
    });
  });

  it('pix, P = 4990, 0.99% + 0, release 0, retention 0: available at once', () => {
    const b = breakdownOf({
      price: 4990,
      method: 'pix',
      profile: { ...exampleProfile, pix: { percentage: '0.99', fixed: 0 } },
    });
    expect(b).toMatchObject({ sellerFee: 49, net: 4941, reserve: 0, pending: 4941 });
    expect(b.instalmentFee).toBe(0);
    expect(b.buyerTotal).toBe(4990);
    expect(b.platformRevenue).toBe(49);
    expect(b.releaseAt).toEqual(paidAt);
  });
});

describe('computeSale: who pays instalment fees', () => {
  it('sellers paying: T = P and S is part of F', () => {
    const b = breakdownOf({ instalments: 3, settings: sellerPays });
    expect(b).toMatchObject({
      instalmentFee: 595,
      buyerTotal: 10000,
      instalmentFeePayer: 'seller',
      sellerFee: 599 + 595,
      net: 8806,
      reserve: 881, // 880.6
      pending: 7925,
      platformRevenue: 1194,
    });
  });

  it('the platform earns the same either way; only who pays S changes', () => {
    const buyer = breakdownOf({ instalments: 7 });
    const seller = breakdownOf({ instalments: 7, settings: sellerPays });
    expect(buyer.platformRevenue).toBe(seller.platformRevenue);
    expect(buyer.buyerTotal - seller.buyerTotal).toBe(buyer.instalmentFee);
    expect(buyer.net - seller.net).toBe(buyer.instalmentFee);
  });
});

describe('computeSale: edges', () => {
  it('charges no instalment fee on 1 instalment', () => {
    const b = breakdownOf({ instalments: 1 });
    expect(b).toMatchObject({ instalmentFee: 0, buyerTotal: 10000, sellerFee: 599, net: 9401 });
  });

  it('charges instalmentFees[11] on 12 instalments', () => {
    const b = breakdownOf({ instalments: 12 });
    expect(b.instalmentFee).toBe(pct(10000, exampleProfile.instalmentFees[11] ?? ''));
    expect(b.buyerTotal).toBe(10000 + b.instalmentFee);
  });

  it('boleto: percentage plus fixed fee, released after its days', () => {
    const b = breakdownOf({ method: 'boleto' });
    expect(b).toMatchObject({ sellerFee: 199 + 200, net: 9601, reserve: 0, pending: 9601 });
    expect(b.releaseAt).toEqual(new Date(paidAt.getTime() + 2 * day));
  });

  it('zero percentages and zero days leave the whole price available at once', () => {
    for (const method of paymentMethods) {
      const b = breakdownOf({ method, profile: zeroProfile });
      expect(b).toMatchObject({ sellerFee: 0, net: 10000, reserve: 0, pending: 10000 });
      expect(b.platformRevenue).toBe(0);
      expect(b.releaseAt).toEqual(paidAt);
    }
    expect(breakdownOf({ instalments: 12, profile: zeroProfile }).buyerTotal).toBe(10000);
  });

  it('rounds each component half up on its own', () => {
    const profile: FeeProfile = {
      ...zeroProfile,
      pix: { percentage: '1', fixed: 5 },
      retention: { pix: '10', boleto: '0', card: '0' },
    };
    // F = 10.5 -> 11, + 5; N = 1034; R = 103.4 -> 103
    expect(breakdownOf({ price: 1050, method: 'pix', profile })).toMatchObject({
      sellerFee: 16,
      net: 1034,
      reserve: 103,
      pending: 931,
    });
    // F = 10.45 -> 10, + 5; N = 1030; R = 103
    expect(breakdownOf({ price: 1045, method: 'pix', profile }).sellerFee).toBe(15);
    // F = 0 + 5; N = 1045; R = 104.5 -> 105
    const tie = { ...profile, pix: { percentage: '0', fixed: 5 } };
    expect(breakdownOf({ price: 1050, method: 'pix', profile: tie })).toMatchObject({
      net: 1045,
      reserve: 105,
      pending: 940,
    });
    // S = 2.5% of 1020 = 25.5 -> 26
    const card = { ...zeroProfile, instalmentFees: zeroProfile.instalmentFees.with(1, '2.5') };
    expect(breakdownOf({ price: 1020, instalments: 2, profile: card }).instalmentFee).toBe(26);
  });

  it('dates the reserve by reserveDays and the rest by releaseDays', () => {
    const b = breakdownOf({ settings: { ...buyerPays, reserveDays: 45 } });
    expect(b.releaseAt.toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(b.reserveReleaseAt.toISOString()).toBe('2025-04-15T12:00:00.000Z');
  });

  it('refuses a price below the minimum', () => {
    expect(sale({ price: 499 })).toEqual({ ok: false, error: 'sale.below_minimum' });
    expect(sale({ price: 0 })).toEqual({ ok: false, error: 'sale.below_minimum' });
    expect(sale({ price: -100 })).toEqual({ ok: false, error: 'sale.below_minimum' });
    expect(sale({ price: 500 }).ok).toBe(true);
  });

  it('refuses a net of zero or less', () => {
    const fixed = (fee: number): FeeProfile => ({
      ...zeroProfile,
      pix: { percentage: '0', fixed: fee },
    });
    expect(sale({ price: 500, method: 'pix', profile: fixed(500) })).toEqual({
      ok: false,
      error: 'sale.net_not_positive',
    });
    expect(sale({ price: 500, method: 'pix', profile: fixed(600) })).toEqual({
      ok: false,
      error: 'sale.net_not_positive',
    });
    expect(breakdownOf({ price: 500, method: 'pix', profile: fixed(499) }).net).toBe(1);
    // Sellers paying a 100% instalment fee on top of the card fee keep nothing.
    const all = { ...zeroProfile, instalmentFees: zeroProfile.instalmentFees.with(1, '100') };
    expect(sale({ instalments: 2, profile: all, settings: sellerPays })).toEqual({
      ok: false,
      error: 'sale.net_not_positive',
    });
    expect(sale({ instalments: 2, profile: all }).ok).toBe(true);
  });

  it.each([
    ['pix', 2],
    ['boleto', 3],
    ['card', 0],
    ['card', 13],
    ['card', 2.5],
    ['card', Number.NaN],
  ] as const)('refuses %s in %s instalments', (method, instalments) => {
    expect(sale({ method, instalments })).toEqual({
      ok: false,
      error: 'sale.invalid_instalments',
    });
  });

  it('throws on a price that is not whole centavos', () => {
    expect(() => sale({ price: 100.5 })).toThrow(RangeError);
  });
});

describe('instalmentOptions', () => {
  it('lists every plan with instalments adding up to the total', () => {
    const options = instalmentOptions(10000, exampleProfile, buyerPays, 12);
    expect(options).toHaveLength(12);
    expect(options[0]).toEqual({
      instalments: 1,
      total: 10000,
      instalmentValue: 10000,
      firstInstalmentValue: 10000,
      instalmentFee: 0,
    });
    expect(options[2]).toEqual({
      instalments: 3,
      total: 10595,
      instalmentValue: 3531,
      firstInstalmentValue: 3533,
      instalmentFee: 595,
    });
  });

  it('shows the price alone when sellers pay instalment fees', () => {
    const options = instalmentOptions(10000, exampleProfile, sellerPays, 3);
    expect(options.map((o) => [o.total, o.firstInstalmentValue, o.instalmentValue])).toEqual([
      [10000, 10000, 10000],
      [10000, 5000, 5000],
      [10000, 3334, 3333],
    ]);
    expect(options.every((o) => o.instalmentFee === 0)).toBe(true);
  });

  it('stops at the maximum asked for and never offers more than 12', () => {
    expect(instalmentOptions(10000, exampleProfile, buyerPays, 6)).toHaveLength(6);
    expect(instalmentOptions(10000, exampleProfile, buyerPays, 20)).toHaveLength(12);
    expect(instalmentOptions(10000, exampleProfile, buyerPays)).toHaveLength(12);
    expect(instalmentOptions(10000, exampleProfile, buyerPays, 0)).toEqual([]);
  });

  it('offers nothing the sale would refuse', () => {
    expect(instalmentOptions(499, exampleProfile, buyerPays, 12)).toEqual([]);
    const profile = { ...exampleProfile, card: { percentage: '5', fixed: 400 } };
    // Sellers paying: at 8 instalments F = 25 + 400 + 76 > 500.
    const options = instalmentOptions(500, profile, sellerPays, 12);
    expect(options.map((o) => o.instalments)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('agrees with computeSale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 10 ** 8 }),
        fc.constantFrom(buyerPays, sellerPays),
        (price, settings) => {
          for (const option of instalmentOptions(price, exampleProfile, settings, 12)) {
            const b = breakdownOf({ price, instalments: option.instalments, settings });
            expect(option.total).toBe(b.buyerTotal);
            const n = option.instalments;
            expect(option.firstInstalmentValue + (n - 1) * option.instalmentValue).toBe(
              b.buyerTotal,
            );
            expect(option.firstInstalmentValue - option.instalmentValue).toBeLessThan(n);
            expect(option.firstInstalmentValue).toBeGreaterThanOrEqual(option.instalmentValue);
          }
        },
      ),
    );
  });
});

describe('computeSale: properties', () => {
  it('profiles generated here are valid', () => {
    fc.assert(fc.property(profileArb, (profile) => feeProfileSchema.safeParse(profile).success));
  });

  it('the buyer total is exactly the seller net plus the platform revenue', () => {
    fc.assert(
      fc.property(saleArb, (input) => {
        const result = computeSale(input);
        if (!result.ok) {
          expect(result.error).toBe('sale.net_not_positive');
          return;
        }
        const b = result.breakdown;
        const buyerPaidS = b.instalmentFeePayer === 'buyer' ? b.instalmentFee : 0;
        expect(b.buyerTotal).toBe(b.net + b.platformRevenue);
        expect(b.buyerTotal).toBe(b.price + buyerPaidS);
        expect(b.platformRevenue).toBe(b.sellerFee + buyerPaidS);
        expect(b.net).toBe(b.price - b.sellerFee);
        expect(b.pending + b.reserve).toBe(b.net);
        expect(b.net).toBeGreaterThan(0);
        for (const part of [
          b.buyerTotal,
          b.instalmentFee,
          b.sellerFee,
          b.net,
          b.reserve,
          b.pending,
          b.platformRevenue,
        ]) {
          expect(Number.isSafeInteger(part) && part >= 0).toBe(true);
        }
        if (b.method !== 'card' || b.instalments === 1) expect(b.instalmentFee).toBe(0);
        expect(b.releaseAt.getTime() - input.paidAt.getTime()).toBe(
          input.profile.releaseDays[b.method] * day,
        );
      }),
    );
  });

  it('refuses exactly the sales whose net would not be positive', () => {
    fc.assert(
      fc.property(saleArb, (input) => {
        const { price, method, instalments, profile, settings } = input;
        const s =
          method === 'card' && instalments > 1
            ? pct(price, profile.instalmentFees[instalments - 1] ?? '')
            : 0;
        const f =
          pct(price, profile[method].percentage) +
          profile[method].fixed +
          (settings.instalmentFeePayer === 'seller' ? s : 0);
        expect(computeSale(input).ok).toBe(price - f > 0);
      }),
    );
  });
});
