import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionOf, referralShareOf, splitSale } from './affiliate.ts';
import { defaultFeeProfile } from './fee-profile.ts';
import { defaultPlatformSettings } from './platform-settings.ts';
import { computeRefund } from './refund.ts';
import { computeSale } from './sale.ts';
import { percentage, saleArb } from './sale-arbitraries.test-support.ts';

const paidAt = new Date('2025-03-01T12:00:00Z');

/** The card example of docs/money.md §4: P 10000, 3×, N 9401, R 940, revenue 1194. */
const example = (() => {
  const result = computeSale({
    price: 10000,
    method: 'card',
    instalments: 3,
    profile: {
      ...defaultFeeProfile,
      card: { percentage: '4.99', fixed: 100 },
      instalmentFees: defaultFeeProfile.instalmentFees.map((fee, i) => (i === 2 ? '5.95' : fee)),
      retention: { pix: '0', boleto: '0', card: '10' },
    },
    settings: { ...defaultPlatformSettings, instalmentFeePayer: 'buyer' },
    paidAt,
  });
  if (!result.ok) throw new Error(result.error);
  return result.breakdown;
})();

describe('commissionOf', () => {
  it('is a share of the seller net plus the fixed amount, rounded half up', () => {
    expect(example.net).toBe(9401);
    // 9401 × 30 % = 2820.3
    expect(commissionOf(9401, { percentage: '30', fixed: 0 })).toBe(2820);
    // 9401 × 12.5 % = 1175.125, plus R$ 2.00
    expect(commissionOf(9401, { percentage: '12.5', fixed: 200 })).toBe(1375);
    expect(commissionOf(4941, { percentage: '0', fixed: 1000 })).toBe(1000);
  });

  it('never takes more than the net', () => {
    expect(commissionOf(9401, { percentage: '100', fixed: 1 })).toBe(9401);
    expect(commissionOf(500, { percentage: '0', fixed: 10_000 })).toBe(500);
  });
});

describe('referralShareOf', () => {
  it('is a share of the seller fee F', () => {
    expect(referralShareOf(599, '10')).toBe(60);
    expect(referralShareOf(49, '10')).toBe(5);
    expect(referralShareOf(0, '50')).toBe(0);
  });
});

describe('splitSale', () => {
  it('splits the card example: commission 30 %, referrer 10 % of F', () => {
    const commission = commissionOf(example.net, { percentage: '30', fixed: 0 });
    const referral = referralShareOf(example.sellerFee, '10');
    expect(splitSale(example, commission, referral)).toEqual({
      // The affiliate's reserve: 940 × 2820 / 9401 = 281.97.
      affiliate: { pending: 2538, reserve: 282 },
      seller: { pending: 5923, reserve: 658 },
      referral: 60,
      platformRevenue: 1134,
    });
  });

  it('without an affiliate or a referrer is the sale itself', () => {
    expect(splitSale(example, 0, 0)).toEqual({
      affiliate: { pending: 0, reserve: 0 },
      seller: { pending: example.pending, reserve: example.reserve },
      referral: 0,
      platformRevenue: example.platformRevenue,
    });
  });

  it('refuses a commission beyond the net or a referral beyond the fee', () => {
    expect(() => splitSale(example, example.net + 1, 0)).toThrow(RangeError);
    expect(() => splitSale(example, 0, example.sellerFee + 1)).toThrow(RangeError);
  });

  it('adds up to what the buyer paid, for every profile, method, instalments and terms', () => {
    fc.assert(
      fc.property(
        saleArb,
        percentage(100),
        fc.integer({ min: 0, max: 100_000 }),
        percentage(100),
        (input, commissionRate, fixed, referralRate) => {
          const sale = computeSale(input);
          if (!sale.ok) return;
          const b = sale.breakdown;
          const commission = commissionOf(b.net, { percentage: commissionRate, fixed });
          const referral = referralShareOf(b.sellerFee, referralRate);
          const split = splitSale(b, commission, referral);
          const parts = [
            split.seller.pending,
            split.seller.reserve,
            split.affiliate.pending,
            split.affiliate.reserve,
          ];
          for (const part of parts) expect(part).toBeGreaterThanOrEqual(0);
          expect(split.platformRevenue).toBeGreaterThanOrEqual(0);
          const sellerNet = split.seller.pending + split.seller.reserve;
          const affiliate = split.affiliate.pending + split.affiliate.reserve;
          expect(affiliate).toBe(commission);
          expect(sellerNet + affiliate).toBe(b.net);
          expect(split.seller.reserve + split.affiliate.reserve).toBe(b.reserve);
          expect(sellerNet + affiliate + split.platformRevenue + split.referral).toBe(b.buyerTotal);
        },
      ),
    );
  });
});

describe('computeRefund with an affiliate and a referrer', () => {
  const sale = { ...example, affiliateCommission: 2820, referralShare: 60 };

  it('reverses the whole commission and the referral in a full refund', () => {
    expect(computeRefund(sale)).toEqual({
      ok: true,
      refund: {
        amount: 10595,
        sellerDebit: 10000,
        affiliateDebit: 2820,
        referralDebit: 60,
        platformReturn: 595,
        full: true,
      },
    });
  });

  it('reverses the same share in a partial refund', () => {
    // Seller's share 10000 × 5000 / 10595 = 4719; the affiliate's 2820 × 4719 / 10000 = 1330.8;
    // the referral 60 × 5000 / 10595 = 28.3.
    expect(computeRefund(sale, 5000)).toEqual({
      ok: true,
      refund: {
        amount: 5000,
        sellerDebit: 4719,
        affiliateDebit: 1331,
        referralDebit: 28,
        platformReturn: 281,
        full: false,
      },
    });
  });

  it('partial refunds reverse exactly C and Q in the end, never a negative step', () => {
    fc.assert(
      fc.property(
        saleArb,
        percentage(100),
        fc.integer({ min: 0, max: 100_000 }),
        percentage(100),
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 6 }),
        (input, commissionRate, fixed, referralRate, cuts) => {
          const computed = computeSale(input);
          if (!computed.ok) return;
          const b = computed.breakdown;
          const refundable = {
            ...b,
            affiliateCommission: commissionOf(b.net, { percentage: commissionRate, fixed }),
            referralShare: referralShareOf(b.sellerFee, referralRate),
          };
          const points = [
            ...new Set(cuts.map((c) => Math.floor(c * b.buyerTotal)).filter((p) => p > 0)),
          ].sort((x, y) => x - y);
          let refunded = 0;
          let affiliate = 0;
          let referral = 0;
          let seller = 0;
          for (const point of [...points.filter((p) => p < b.buyerTotal), b.buyerTotal]) {
            const result = computeRefund(refundable, point - refunded, refunded);
            if (!result.ok) throw new Error(result.error);
            const r = result.refund;
            expect(r.affiliateDebit).toBeGreaterThanOrEqual(0);
            expect(r.sellerDebit - r.affiliateDebit).toBeGreaterThanOrEqual(0);
            expect(r.referralDebit).toBeGreaterThanOrEqual(0);
            refunded += r.amount;
            affiliate += r.affiliateDebit;
            seller += r.sellerDebit - r.affiliateDebit;
            referral += r.referralDebit;
          }
          expect(affiliate).toBe(refundable.affiliateCommission);
          expect(seller).toBe(b.price - refundable.affiliateCommission);
          expect(referral).toBe(refundable.referralShare);
        },
      ),
    );
  });
});
