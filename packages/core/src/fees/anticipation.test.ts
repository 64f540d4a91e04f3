import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anticipationFeeFor, simulateAnticipation, wholeDaysUntil } from './anticipation.ts';

const day = 86_400_000;
const now = new Date('2025-03-03T09:00:00Z');
const inDays = (days: number) => new Date(now.getTime() + days * day);

describe('anticipationFeeFor', () => {
  it('follows money.md: A = 8461, d = 28, 2.5% per 30 days -> fee 197', () => {
    expect(anticipationFeeFor(8461, 28, '2.5')).toBe(197);
  });

  it('rounds half up at exact .5 boundaries', () => {
    expect(anticipationFeeFor(1500, 1, '1')).toBe(1); // 0.5
    expect(anticipationFeeFor(1499, 1, '1')).toBe(0); // 0.4997
    expect(anticipationFeeFor(4500, 1, '1')).toBe(2); // 1.5
    expect(anticipationFeeFor(3000, 15, '0.1')).toBe(2); // 1.5
  });

  it('charges nothing for no days, no amount or a zero rate', () => {
    expect(anticipationFeeFor(8461, 0, '2.5')).toBe(0);
    expect(anticipationFeeFor(0, 28, '2.5')).toBe(0);
    expect(anticipationFeeFor(8461, 28, '0')).toBe(0);
  });

  it('never charges more than the amount', () => {
    expect(anticipationFeeFor(100, 30, '100')).toBe(100);
    expect(anticipationFeeFor(100, 365, '100')).toBe(100);
  });

  it('refuses nonsense', () => {
    expect(() => anticipationFeeFor(-1, 1, '1')).toThrow(RangeError);
    expect(() => anticipationFeeFor(1, -1, '1')).toThrow(RangeError);
    expect(() => anticipationFeeFor(1, 1.5, '1')).toThrow(RangeError);
    expect(() => anticipationFeeFor(1, 1, '2,5')).toThrow(RangeError);
  });

  it('stays between 0 and the amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 10 }),
        fc.integer({ min: 0, max: 365 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, days, scaled) => {
          const rate = `${Math.floor(scaled / 10_000)}.${String(scaled % 10_000).padStart(4, '0')}`;
          const fee = anticipationFeeFor(amount, days, rate);
          expect(Number.isSafeInteger(fee)).toBe(true);
          expect(fee).toBeGreaterThanOrEqual(0);
          expect(fee).toBeLessThanOrEqual(amount);
          expect(anticipationFeeFor(amount, days + 1, rate)).toBeGreaterThanOrEqual(fee);
        },
      ),
    );
  });
});

describe('wholeDaysUntil', () => {
  it('counts a started day as a whole one', () => {
    expect(wholeDaysUntil(now, inDays(28))).toBe(28);
    expect(wholeDaysUntil(now, new Date(inDays(27).getTime() + 1))).toBe(28);
    expect(wholeDaysUntil(now, new Date(now.getTime() + 1))).toBe(1);
  });

  it('is 0 on or after the date', () => {
    expect(wholeDaysUntil(now, now)).toBe(0);
    expect(wholeDaysUntil(now, inDays(-3))).toBe(0);
  });
});

describe('simulateAnticipation', () => {
  it('prices each item and sums them', () => {
    const simulation = simulateAnticipation(
      [
        { orderId: 'a', amount: 8461, releaseAt: inDays(28) },
        { orderId: 'b', amount: 1500, releaseAt: new Date(now.getTime() + 20 * 3_600_000) },
        { orderId: 'c', amount: 700, releaseAt: inDays(-1) },
      ],
      now,
      '2.5',
    );
    expect(
      simulation.items.map(({ orderId, days, gross, fee, net }) => [
        orderId,
        days,
        gross,
        fee,
        net,
      ]),
    ).toEqual([
      ['a', 28, 8461, 197, 8264],
      ['b', 1, 1500, 1, 1499], // 1.25
      ['c', 0, 700, 0, 700],
    ]);
    expect(simulation.totals).toEqual({ gross: 10661, fee: 198, net: 10463 });
  });

  it('gives empty totals for no items', () => {
    expect(simulateAnticipation([], now, '2.5')).toEqual({
      items: [],
      totals: { gross: 0, fee: 0, net: 0 },
    });
  });

  it('keeps gross = fee + net, item by item and in total', () => {
    const item = fc.record({
      amount: fc.integer({ min: 0, max: 10 ** 8 }),
      releaseAt: fc.integer({ min: -5, max: 400 }).map(inDays),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 30 }), (items) => {
        const { items: priced, totals } = simulateAnticipation(items, now, '2.5');
        for (const p of priced) expect(p.fee + p.net).toBe(p.gross);
        expect(totals.fee + totals.net).toBe(totals.gross);
        expect(totals.gross).toBe(items.reduce((sum, i) => sum + i.amount, 0));
      }),
    );
  });
});
