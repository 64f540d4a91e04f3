import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saoPauloDay } from '../calendar/business-days.ts';
import { dueDateFactor, dueDateFromFactor } from './due-date-factor.ts';

const dayMs = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

describe('dueDateFactor', () => {
  it.each([
    // FEBRABAN, Manual Operacional do Fator de Vencimento, examples.
    ['2000-07-03', 1000],
    ['2000-07-04', 1001],
    ['2012-04-27', 5316],
    ['2025-02-20', 9998],
    ['2025-02-21', 9999],
    // The restart: the day after 9999 is 1000 again.
    ['2025-02-22', 1000],
    ['2025-02-23', 1001],
    ['2026-08-06', 1530],
    ['2049-10-13', 9999],
    ['2049-10-14', 1000],
  ])('%s → %i', (day, factor) => {
    expect(dueDateFactor(day)).toBe(factor);
  });

  it.each(['2000-07-02', '1997-10-07', '2025-02-30', '22/02/2025', ''])('refuses %j', (day) => {
    expect(() => dueDateFactor(day)).toThrow(RangeError);
  });
});

describe('dueDateFromFactor', () => {
  it("follows FEBRABAN's worked example of the payable window", () => {
    // Today 2014-03-13 (factor 6001): oldest payable 2005-12-24 (3000), latest 2029-04-03 (2501).
    const today = '2014-03-13';
    expect(dueDateFromFactor(6001, today)).toBe('2014-03-13');
    expect(dueDateFromFactor(3000, today)).toBe('2005-12-24');
    expect(dueDateFromFactor(2501, today)).toBe('2029-04-03');
    expect(() => dueDateFromFactor(2999, today)).toThrow(/outside the payable window/);
    expect(() => dueDateFromFactor(2502, today)).toThrow(/outside the payable window/);
  });

  it('reads both sides of the 2025 restart', () => {
    expect(dueDateFromFactor(9999, '2025-02-21')).toBe('2025-02-21');
    expect(dueDateFromFactor(1000, '2025-02-21')).toBe('2025-02-22');
    expect(dueDateFromFactor(1000, '2025-02-22')).toBe('2025-02-22');
    expect(dueDateFromFactor(9999, '2025-02-22')).toBe('2025-02-21');
    expect(dueDateFromFactor(1000, '2024-12-01')).toBe('2025-02-22');
    expect(dueDateFromFactor(1530, '2026-07-01')).toBe('2026-08-06');
    expect(dueDateFromFactor(9170, '2026-07-01')).toBe('2022-11-15');
    // Before the restart 1000 was 2000-07-03, long out of the window.
    expect(dueDateFromFactor(1000, '2003-01-01')).toBe('2000-07-03');
  });

  it('answers null for factor 0000 (no due date) and refuses impossible factors', () => {
    expect(dueDateFromFactor(0, '2026-01-01')).toBeNull();
    for (const factor of [1, 999, 10_000, 1000.5, -1]) {
      expect(() => dueDateFromFactor(factor, '2026-01-01')).toThrow(/0 or 1000 to 9999/);
    }
  });

  it('reads today by default', () => {
    const today = saoPauloDay(new Date());
    expect(dueDateFromFactor(dueDateFactor(today))).toBe(today);
  });

  it('inverts dueDateFactor for every reference inside the window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 40_000 }),
        fc.integer({ min: -5500, max: 3001 }),
        (days, offset) => {
          const dueDate = addDays('1997-10-07', days);
          const reference = addDays(dueDate, offset);
          expect(dueDateFromFactor(dueDateFactor(dueDate), reference)).toBe(dueDate);
        },
      ),
    );
  });
});
