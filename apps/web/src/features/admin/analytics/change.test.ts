import { describe, expect, it } from 'vitest';
import { directionOf, percentChange, pointsChange, rateDirection } from './change.ts';

describe('percentChange', () => {
  it('is the change over the previous value, one place, rounded half up', () => {
    expect(percentChange(150_00, 100_00)).toBe('50.0');
    expect(percentChange(50_00, 100_00)).toBe('-50.0');
    expect(percentChange(100_00, 100_00)).toBe('0.0');
    // 1/3 = 33.333…% and 2/3 = 66.666…%
    expect(percentChange(4, 3)).toBe('33.3');
    expect(percentChange(5, 3)).toBe('66.7');
    // 0.05% exactly: a tie rounds away from zero, on both sides.
    expect(percentChange(2001, 2000)).toBe('0.1');
    expect(percentChange(1999, 2000)).toBe('-0.1');
    expect(percentChange(0, 7)).toBe('-100.0');
  });

  it('stays exact where floating point would not', () => {
    // (2^53 − 1 − 1) / 1 would lose digits as a float percentage.
    expect(percentChange(Number.MAX_SAFE_INTEGER, 1)).toBe('900719925474099000.0');
  });

  it('has nothing to compare with when the previous value is 0', () => {
    expect(percentChange(500, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('measures against the size of a negative previous value', () => {
    // A margin going from −R$ 100 to −R$ 50 improved by half.
    expect(percentChange(-50_00, -100_00)).toBe('50.0');
    expect(percentChange(-150_00, -100_00)).toBe('-50.0');
  });
});

describe('pointsChange', () => {
  it('is the difference between two rates in percentage points', () => {
    expect(pointsChange('87.50', '85.00')).toBe('2.5');
    expect(pointsChange('1.20', '1.75')).toBe('-0.6');
    expect(pointsChange('0.05', '0.00')).toBe('0.1');
    expect(pointsChange('50.00', '50.00')).toBe('0.0');
  });

  it('has nothing to say when either period attempted nothing', () => {
    expect(pointsChange(null, '10.00')).toBeNull();
    expect(pointsChange('10.00', null)).toBeNull();
  });
});

describe('directions', () => {
  it('compares amounts and rates exactly', () => {
    expect(directionOf(2, 1)).toBe('up');
    expect(directionOf(1, 2)).toBe('down');
    expect(directionOf(3, 3)).toBe('flat');
    expect(rateDirection('10.01', '10.00')).toBe('up');
    expect(rateDirection('9.99', '10.00')).toBe('down');
    expect(rateDirection('10.0', '10.00')).toBe('flat');
    expect(rateDirection(null, '10.00')).toBe('flat');
  });
});
