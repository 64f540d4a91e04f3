import { describe, expect, it } from 'vitest';
import { bucketLabel } from './buckets.ts';

describe('bucketLabel', () => {
  it('writes a day bucket as its day and month, whatever the browser time zone', () => {
    expect(bucketLabel('2026-11-01', 'day', 'en')).toBe('Nov 1');
    expect(bucketLabel('2026-11-01', 'day', 'pt-BR')).toBe('1 de nov.');
    expect(bucketLabel('2026-12-31', 'day', 'en')).toBe('Dec 31');
  });

  it('writes a month bucket as its month and year', () => {
    expect(bucketLabel('2026-01-01', 'month', 'en')).toBe('Jan 2026');
    expect(bucketLabel('2026-01-01', 'month', 'pt-BR')).toBe('jan. de 2026');
  });

  it('leaves what is not a date as it came', () => {
    expect(bucketLabel('soon', 'day', 'en')).toBe('soon');
  });
});
