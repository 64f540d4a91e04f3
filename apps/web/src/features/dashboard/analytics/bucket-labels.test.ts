import { describe, expect, it } from 'vitest';
import { bucketTick, bucketTitle } from './bucket-labels.ts';

describe('bucket labels', () => {
  it('name a day by its calendar date, whatever the time zone of the machine', () => {
    expect(bucketTick('2026-03-01', 'day', 'en')).toBe('Mar 1');
    expect(bucketTick('2026-03-01', 'day', 'pt-BR')).toBe('1 de mar.');
    expect(bucketTitle('2026-12-31', 'day', 'en')).toBe('Dec 31, 2026');
    expect(bucketTitle('2026-12-31', 'day', 'pt-BR')).toBe('31 de dez. de 2026');
  });

  it('name a month by its month and year', () => {
    expect(bucketTick('2026-01-01', 'month', 'en')).toBe('Jan 2026');
    expect(bucketTitle('2026-01-01', 'month', 'en')).toBe('January 2026');
    expect(bucketTitle('2026-01-01', 'month', 'pt-BR')).toBe('janeiro de 2026');
  });
});
