import { describe, expect, it } from 'vitest';
import { addDays, dayIn, endOfPreviousMonth, firstOfMonth, isIsoDay } from './platform-day.ts';

describe('isIsoDay', () => {
  it('accepts real dates only', () => {
    expect(isIsoDay('2026-11-22')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2026-02-29')).toBe(false);
    expect(isIsoDay('2026-02-30')).toBe(false);
    expect(isIsoDay('2026-13-01')).toBe(false);
    expect(isIsoDay('2026-1-01')).toBe(false);
    expect(isIsoDay('22/11/2026')).toBe(false);
    expect(isIsoDay('')).toBe(false);
  });
});

describe('dayIn', () => {
  it('gives the São Paulo day, three hours behind UTC', () => {
    expect(dayIn(new Date('2026-11-22T02:59:59Z'))).toBe('2026-11-21');
    expect(dayIn(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-22');
    expect(dayIn(new Date('2027-01-01T02:00:00Z'))).toBe('2026-12-31');
  });

  it('takes another time zone', () => {
    expect(dayIn(new Date('2026-11-22T02:00:00Z'), 'UTC')).toBe('2026-11-22');
  });
});

describe('day arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-11-22', -6)).toBe('2026-11-16');
  });

  it('finds the month edges', () => {
    expect(firstOfMonth('2026-11-22')).toBe('2026-11-01');
    expect(endOfPreviousMonth('2026-03-15')).toBe('2026-02-28');
    expect(endOfPreviousMonth('2026-01-01')).toBe('2025-12-31');
  });
});
