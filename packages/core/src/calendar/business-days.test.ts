import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  bankHolidays,
  easterSunday,
  expectedArrival,
  isBusinessDay,
  saoPauloDay,
} from './business-days.ts';

describe('Brazilian business days', () => {
  it('computes Easter and the movable bank holidays', () => {
    expect(easterSunday(2025).toISOString().slice(0, 10)).toBe('2025-04-20');
    expect(easterSunday(2026).toISOString().slice(0, 10)).toBe('2026-04-05');
    const h2026 = bankHolidays(2026);
    for (const day of [
      '2026-02-16',
      '2026-02-17',
      '2026-04-03',
      '2026-06-04',
      '2026-11-20',
      '2026-12-25',
    ]) {
      expect(h2026.has(day), day).toBe(true);
    }
    expect(bankHolidays(2023).has('2023-11-20')).toBe(false);
  });

  it('skips weekends and holidays', () => {
    expect(isBusinessDay('2026-11-23')).toBe(true);
    expect(isBusinessDay('2026-11-21')).toBe(false);
    expect(isBusinessDay('2026-11-20')).toBe(false);
    // Thursday 19 Nov 2026 -> Friday 20 is Black Awareness Day -> Monday 23.
    expect(addBusinessDays(new Date('2026-11-19T15:00:00Z'), 1)).toBe('2026-11-23');
    // Friday 24 Dec 2026 -> 25 is Christmas, then the weekend -> Monday 28.
    expect(addBusinessDays(new Date('2026-12-24T15:00:00Z'), 1)).toBe('2026-12-28');
    // Friday before Carnival 2026 -> Mon 16 and Tue 17 Feb are bank holidays -> Wednesday 18.
    expect(addBusinessDays(new Date('2026-02-13T15:00:00Z'), 1)).toBe('2026-02-18');
  });

  it('uses the São Paulo day of the request and promises the end of the next business day', () => {
    // 01:00 UTC on a Tuesday is still Monday evening in São Paulo.
    expect(saoPauloDay(new Date('2026-11-24T01:00:00Z'))).toBe('2026-11-23');
    expect(expectedArrival(new Date('2026-11-24T01:00:00Z')).toISOString()).toBe(
      '2026-11-25T02:59:59.000Z',
    );
  });
});
