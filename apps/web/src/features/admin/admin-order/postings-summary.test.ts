import { describe, expect, it } from 'vitest';
import {
  isOrderId,
  orderIdOfReference,
  shortAccountCode,
  summarizePostings,
} from './postings-summary.ts';

const order = '2f1c9a0b-1234-4abc-8def-0123456789ab';
const at = '2026-11-20T10:00:00.000Z';

describe('order postings', () => {
  it('groups by ledger transaction and totals debits and credits', () => {
    const summary = summarizePostings([
      { reference: `sale:${order}`, type: 'sale', account: 'acquirer:sandbox', amount: -10595, at },
      { reference: `sale:${order}`, type: 'sale', account: 'seller:x:pending', amount: 8461, at },
      { reference: `sale:${order}`, type: 'sale', account: 'seller:x:reserve', amount: 940, at },
      { reference: `sale:${order}`, type: 'sale', account: 'platform:revenue', amount: 1194, at },
      { reference: `refund:${order}:100`, type: 'refund', account: 'a', amount: -100, at },
      { reference: `refund:${order}:100`, type: 'refund', account: 'b', amount: 100, at },
    ]);
    expect(summary.groups.map((g) => [g.reference, g.entries.length, g.sum])).toEqual([
      [`sale:${order}`, 4, 0],
      [`refund:${order}:100`, 2, 0],
    ]);
    expect(summary.debits).toBe(10695);
    expect(summary.credits).toBe(10695);
    expect(summary.balanced).toBe(true);
  });

  it('says when a transaction does not balance', () => {
    const summary = summarizePostings([
      { reference: 'sale:x', type: 'sale', amount: -100, at },
      { reference: 'sale:x', type: 'sale', amount: 99, at },
    ]);
    expect(summary.balanced).toBe(false);
    expect(summary.groups[0]?.sum).toBe(-1);
  });

  it('has nothing to total without postings', () => {
    expect(summarizePostings([])).toEqual({ groups: [], debits: 0, credits: 0, balanced: true });
  });
});

describe('order ids', () => {
  it('finds the order of sale, refund and chargeback references only', () => {
    expect(orderIdOfReference(`sale:${order}`)).toBe(order);
    expect(orderIdOfReference(`refund:${order}:500`)).toBe(order);
    expect(orderIdOfReference(`chargeback:${order.toUpperCase()}:500`)).toBe(order);
    expect(orderIdOfReference(`withdrawal:${order}`)).toBeNull();
    expect(orderIdOfReference('sale:not-an-id')).toBeNull();
    expect(orderIdOfReference(order)).toBeNull();
  });

  it('accepts a pasted id with spaces around it', () => {
    expect(isOrderId(` ${order} `)).toBe(true);
    expect(isOrderId('2f1c9a0b')).toBe(false);
  });
});

describe('account codes', () => {
  it('shortens the id inside an acquirer code and leaves other codes alone', () => {
    expect(shortAccountCode(`acquirer:${order}:receivable`)).toBe('acquirer:2f1c9a0b…:receivable');
    expect(shortAccountCode('platform:revenue')).toBe('platform:revenue');
    expect(shortAccountCode('acquirer:sandbox:receivable')).toBe('acquirer:sandbox:receivable');
  });
});
