import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultFeeProfile } from './fee-profile.ts';
import { defaultPlatformSettings } from './platform-settings.ts';
import { allocateSellerDebit, computeRefund } from './refund.ts';
import { computeSale } from './sale.ts';

const paidAt = new Date('2025-03-01T12:00:00Z');

const breakdown = (price: number, instalments: number, payer: 'buyer' | 'seller') => {
  const result = computeSale({
    price,
    method: 'card',
    instalments,
    profile: defaultFeeProfile,
    settings: { ...defaultPlatformSettings, instalmentFeePayer: payer },
    paidAt,
  });
  if (!result.ok) throw new Error(result.error);
  return result.breakdown;
};

describe('computeRefund: in full', () => {
  it('buyer paid S: the buyer gets T, the seller is debited P, the platform returns S', () => {
    const sale = breakdown(10000, 3, 'buyer');
    expect(computeRefund(sale)).toEqual({
      ok: true,
      refund: {
        amount: 10595,
        sellerDebit: 10000,
        affiliateDebit: 0,
        referralDebit: 0,
        platformReturn: 595,
        full: true,
      },
    });
  });

  it('seller paid S: the buyer gets T = P, all of it from the seller', () => {
    const sale = breakdown(10000, 3, 'seller');
    expect(computeRefund(sale)).toEqual({
      ok: true,
      refund: {
        amount: 10000,
        sellerDebit: 10000,
        affiliateDebit: 0,
        referralDebit: 0,
        platformReturn: 0,
        full: true,
      },
    });
  });

  it('refunding the whole total explicitly is the same', () => {
    const sale = breakdown(10000, 3, 'buyer');
    expect(computeRefund(sale, 10595)).toEqual(computeRefund(sale));
  });
});

describe('computeRefund: partial', () => {
  it('splits in the proportion P : S', () => {
    const sale = breakdown(10000, 3, 'buyer');
    // 10000 × 5000 / 10595 = 4719.2
    expect(computeRefund(sale, 5000)).toEqual({
      ok: true,
      refund: {
        amount: 5000,
        sellerDebit: 4719,
        affiliateDebit: 0,
        referralDebit: 0,
        platformReturn: 281,
        full: false,
      },
    });
  });

  it('rounds the seller debit half up and gives the platform the rest', () => {
    const sale = { price: 1000, buyerTotal: 1200 };
    // 2.5 and 0.5: rounding both up would return 4 for a refund of 3.
    expect(computeRefund(sale, 3)).toEqual({
      ok: true,
      refund: {
        amount: 3,
        sellerDebit: 3,
        affiliateDebit: 0,
        referralDebit: 0,
        platformReturn: 0,
        full: false,
      },
    });
  });

  it('settles the rest so that all refunds add up to P and S', () => {
    const sale = { price: 1000, buyerTotal: 1200 };
    const first = computeRefund(sale, 3);
    const rest = computeRefund(sale, undefined, 3);
    expect(first.ok && rest.ok).toBe(true);
    if (!first.ok || !rest.ok) return;
    expect(rest.refund).toEqual({
      amount: 1197,
      sellerDebit: 997,
      affiliateDebit: 0,
      referralDebit: 0,
      platformReturn: 200,
      full: true,
    });
  });

  it('refuses empty or excessive refunds', () => {
    const sale = breakdown(10000, 3, 'buyer');
    expect(computeRefund(sale, 0)).toEqual({ ok: false, error: 'refund.amount_required' });
    expect(computeRefund(sale, -5)).toEqual({ ok: false, error: 'refund.amount_required' });
    expect(computeRefund(sale, 10596)).toEqual({ ok: false, error: 'refund.above_refundable' });
    expect(computeRefund(sale, 600, 10000)).toEqual({
      ok: false,
      error: 'refund.above_refundable',
    });
    expect(computeRefund(sale, undefined, 10595)).toEqual({
      ok: false,
      error: 'refund.already_refunded',
    });
  });

  it('always adds up, refund by refund and in total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 500, max: 10 ** 8 }),
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom('buyer' as const, 'seller' as const),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (price, instalments, payer, cuts) => {
          const sale = breakdown(price, instalments, payer);
          const points = [
            ...new Set(cuts.map((c) => Math.floor(c * sale.buyerTotal)).filter((p) => p > 0)),
          ].sort((a, b) => a - b);
          let refunded = 0;
          let debited = 0;
          let returned = 0;
          for (const point of [...points.filter((p) => p < sale.buyerTotal), sale.buyerTotal]) {
            const result = computeRefund(sale, point - refunded, refunded);
            if (!result.ok) throw new Error(result.error);
            const { amount, sellerDebit, platformReturn } = result.refund;
            expect(sellerDebit + platformReturn).toBe(amount);
            expect(sellerDebit).toBeGreaterThanOrEqual(0);
            expect(platformReturn).toBeGreaterThanOrEqual(0);
            refunded += amount;
            debited += sellerDebit;
            returned += platformReturn;
          }
          expect(refunded).toBe(sale.buyerTotal);
          expect(debited).toBe(sale.price);
          expect(returned).toBe(payer === 'buyer' ? sale.instalmentFee : 0);
        },
      ),
    );
  });
});

describe('allocateSellerDebit', () => {
  it('takes from the sale pending funds, then its reserve, then available', () => {
    expect(allocateSellerDebit(10000, { pending: 8461, reserve: 940 })).toEqual({
      pending: 8461,
      reserve: 940,
      available: 599,
    });
    expect(allocateSellerDebit(5000, { pending: 8461, reserve: 940 })).toEqual({
      pending: 5000,
      reserve: 0,
      available: 0,
    });
    expect(allocateSellerDebit(10000, { pending: 0, reserve: 940 })).toEqual({
      pending: 0,
      reserve: 940,
      available: 9060,
    });
    expect(allocateSellerDebit(10000, { pending: 0, reserve: 0 })).toEqual({
      pending: 0,
      reserve: 0,
      available: 10000,
    });
  });
});
