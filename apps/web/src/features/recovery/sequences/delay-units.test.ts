import { describe, expect, it } from 'vitest';
import { delayMinutes, delayParts, maxDelayIn } from './delay-units.ts';

describe('delayParts', () => {
  it('picks the largest unit that counts the wait exactly', () => {
    expect(delayParts(0)).toEqual({ value: 0, unit: 'minutes' });
    expect(delayParts(15)).toEqual({ value: 15, unit: 'minutes' });
    expect(delayParts(90)).toEqual({ value: 90, unit: 'minutes' });
    expect(delayParts(180)).toEqual({ value: 3, unit: 'hours' });
    expect(delayParts(1_440)).toEqual({ value: 1, unit: 'days' });
    expect(delayParts(2_160)).toEqual({ value: 36, unit: 'hours' });
  });
});

describe('delayMinutes', () => {
  it('counts whole units in minutes, round trip with delayParts', () => {
    expect(delayMinutes(0, 'minutes')).toBe(0);
    expect(delayMinutes('3', 'hours')).toBe(180);
    expect(delayMinutes(2, 'days')).toBe(2_880);
    for (const minutes of [0, 5, 60, 150, 1_440, 43_200]) {
      const { value, unit } = delayParts(minutes);
      expect(delayMinutes(value, unit)).toBe(minutes);
    }
  });

  it('has no wait for an empty, negative or fractional field', () => {
    expect(delayMinutes('', 'minutes')).toBeUndefined();
    expect(delayMinutes('-1', 'hours')).toBeUndefined();
    expect(delayMinutes('1.5', 'hours')).toBeUndefined();
    expect(delayMinutes('abc', 'days')).toBeUndefined();
  });

  it('knows the longest wait in each unit (30 days)', () => {
    expect(maxDelayIn('days')).toBe(30);
    expect(maxDelayIn('hours')).toBe(720);
    expect(maxDelayIn('minutes')).toBe(43_200);
  });
});
