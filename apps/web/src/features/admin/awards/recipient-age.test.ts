import { describe, expect, it } from 'vitest';
import { ageOn } from './recipient-age.ts';

describe('recipient age', () => {
  it('counts whole years, the birthday included', () => {
    expect(ageOn('2008-11-26', '2026-11-26')).toBe(18);
    expect(ageOn('2008-11-27', '2026-11-26')).toBe(17);
    expect(ageOn('1990-05-17', '2026-11-26')).toBe(36);
  });

  it('is 17 on 28 February for someone born on 29 February 18 years before', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });

  it('says nothing of what is not a date or is in the future', () => {
    expect(ageOn('17/05/1990', '2026-11-26')).toBeNull();
    expect(ageOn('2030-01-01', '2026-11-26')).toBeNull();
  });
});
