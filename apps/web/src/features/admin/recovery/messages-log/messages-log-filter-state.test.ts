import { describe, expect, it } from 'vitest';
import { noMessagesLogFilters, toMessagesLogFilters } from './messages-log-filter-state.ts';

describe('toMessagesLogFilters', () => {
  it('sends nothing for "all"', () => {
    expect(toMessagesLogFilters(noMessagesLogFilters)).toEqual({});
  });

  it('sends the chosen seller by id', () => {
    expect(
      toMessagesLogFilters({
        status: 'delivered',
        channel: 'whatsapp',
        seller: {
          id: '5b0c8f5e-2f5a-4c1e-9d63-0b7d1f0a9c11',
          email: 'seller@repasse.dev',
          fullName: 'Ana',
        },
        date: { preset: 'yesterday', range: { from: '2026-11-26', to: '2026-11-26' } },
      }),
    ).toEqual({
      status: 'delivered',
      channel: 'whatsapp',
      sellerId: '5b0c8f5e-2f5a-4c1e-9d63-0b7d1f0a9c11',
      from: '2026-11-26',
      to: '2026-11-26',
    });
  });
});
