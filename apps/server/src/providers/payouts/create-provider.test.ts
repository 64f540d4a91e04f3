import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { TestClock } from '../../lib/clock.ts';
import {
  createPayoutProvider,
  isPayoutProviderKind,
  payoutProviderKinds,
} from './create-provider.ts';

// Building a provider touches neither the database nor the network.
const deps = { db: {} as Db, clock: new TestClock(), deliver: async () => {} };
const settings = (kind: string) => ({ id: randomUUID(), kind, apiUrl: null, tokens: [] });

describe('createPayoutProvider', () => {
  it('builds the provider of each kind', () => {
    expect(payoutProviderKinds).toEqual(['sandbox', 'asaas']);
    for (const kind of payoutProviderKinds)
      expect(createPayoutProvider(settings(kind), deps).kind).toBe(kind);
  });

  it('refuses an unknown kind', () => {
    expect(isPayoutProviderKind('asaas')).toBe(true);
    expect(isPayoutProviderKind('paypal')).toBe(false);
    expect(() => createPayoutProvider(settings('paypal'), deps)).toThrow(
      'Unknown payout provider kind: paypal',
    );
  });
});
