import { describe, expect, it } from 'vitest';
import { customRangeErrors, hasRangeErrors } from './custom-range.ts';

describe('customRangeErrors (SPEC §5)', () => {
  it('requires both dates', () => {
    expect(customRangeErrors('', '')).toEqual({
      from: 'validation.required',
      to: 'validation.required',
    });
    expect(customRangeErrors('2026-11-01', ' ')).toEqual({ to: 'validation.required' });
  });

  it('rejects invalid dates', () => {
    expect(customRangeErrors('2026-02-30', '2026-03-01')).toEqual({ from: 'validation.date' });
    expect(customRangeErrors('2026-03-01', '01/04/2026')).toEqual({ to: 'validation.date' });
  });

  it('keeps the start on or before the end', () => {
    expect(customRangeErrors('2026-11-10', '2026-11-09')).toEqual({ to: 'validation.dateOrder' });
    expect(customRangeErrors('2026-11-10', '2026-11-10')).toEqual({});
    expect(customRangeErrors('2025-12-31', '2026-01-01')).toEqual({});
  });

  it('limits the length when asked to, counting both ends', () => {
    expect(customRangeErrors('2026-01-01', '2026-01-03', 3)).toEqual({});
    expect(customRangeErrors('2026-01-01', '2026-01-04', 3)).toEqual({
      from: 'validation.periodTooLong',
    });
    expect(customRangeErrors('2026-01-01', '2029-01-01')).toEqual({});
  });

  it('says whether anything is wrong', () => {
    expect(hasRangeErrors({})).toBe(false);
    expect(hasRangeErrors({ to: 'validation.dateOrder' })).toBe(true);
  });
});
