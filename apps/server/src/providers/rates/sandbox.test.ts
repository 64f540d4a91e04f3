import { describe, expect, it } from 'vitest';
import { sandboxQuote } from './sandbox.ts';

const tenThousandths = (text: string) => Number(text.replace('.', ''));

describe('sandbox rates', () => {
  it('answers plausible rates with four places and a spread of 0.0006', () => {
    for (let hour = 0; hour < 48; hour += 1) {
      const now = new Date(Date.UTC(2026, 10, 24, hour, 17, 42));
      for (const [currency, centre] of [
        ['USD', 53_000],
        ['EUR', 61_000],
      ] as const) {
        const quote = sandboxQuote(currency, now);
        expect(quote.buy).toMatch(/^\d\.\d{4}$/);
        expect(Math.abs(tenThousandths(quote.buy) - centre)).toBeLessThanOrEqual(460);
        expect(tenThousandths(quote.sell) - tenThousandths(quote.buy)).toBe(6);
        expect(quote.quotedAt).toEqual(new Date(Date.UTC(2026, 10, 24, hour, 17)));
      }
    }
  });

  it('is the same within a minute and moves over the day', () => {
    const at = (iso: string) => sandboxQuote('USD', new Date(iso)).buy;
    expect(at('2026-11-24T12:00:05Z')).toBe(at('2026-11-24T12:00:55Z'));
    const day = Array.from({ length: 24 }, (_, hour) =>
      at(`2026-11-24T${String(hour).padStart(2, '0')}:00:00Z`),
    );
    expect(new Set(day).size).toBeGreaterThan(12);
  });
});
