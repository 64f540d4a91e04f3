import { describe, expect, it } from 'vitest';
import { noMessageFilters, toMessageFilters } from './message-filter-state.ts';

const run = '5b0c8f5e-2f5a-4c1e-9d63-0b7d1f0a9c11';

describe('toMessageFilters', () => {
  it('sends nothing for "all"', () => {
    expect(toMessageFilters(noMessageFilters, null)).toEqual({});
  });

  it('sends what is chosen, and the run opened from Buyers', () => {
    expect(
      toMessageFilters(
        {
          status: 'failed',
          channel: 'sms',
          event: 'pix_unpaid',
          date: { preset: 'today', range: { from: '2026-11-27', to: '2026-11-27' } },
        },
        run,
      ),
    ).toEqual({
      status: 'failed',
      channel: 'sms',
      event: 'pix_unpaid',
      from: '2026-11-27',
      to: '2026-11-27',
      runId: run,
    });
  });
});
