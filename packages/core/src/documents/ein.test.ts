import { describe, expect, it } from 'vitest';
import { isValidEin } from './ein.ts';

const validPrefixes = [
  ...[1, 2, 3, 4, 5, 6],
  ...[10, 11, 12, 13, 14, 15, 16],
  ...[20, 21, 22, 23, 24, 25, 26, 27],
  ...Array.from({ length: 19 }, (_, i) => 30 + i),
  ...Array.from({ length: 19 }, (_, i) => 50 + i),
  ...[71, 72, 73, 74, 75, 76, 77],
  ...[80, 81, 82, 83, 84, 85, 86, 87, 88],
  ...[90, 91, 92, 93, 94, 95],
  ...[98, 99],
];
const prefix = (n: number) => String(n).padStart(2, '0');

describe('isValidEin', () => {
  it('accepts both formats', () => {
    expect(isValidEin('12-3456789')).toBe(true);
    expect(isValidEin('123456789')).toBe(true);
  });

  it('accepts exactly the IRS prefixes', () => {
    for (let n = 0; n <= 99; n++) {
      expect(isValidEin(`${prefix(n)}-3456789`), prefix(n)).toBe(validPrefixes.includes(n));
    }
  });

  it.each([
    ['unassigned prefix 00', '00-1234567'],
    ['unassigned prefix 07', '07-1234567'],
    ['unassigned prefix 49', '49-1234567'],
    ['unassigned prefix 89', '89-1234567'],
    ['unassigned prefix 97', '97-1234567'],
    ['8 digits', '12-345678'],
    ['10 digits', '12-34567890'],
    ['letters', '12-345678A'],
    ['empty', ''],
  ])('rejects %s', (_reason, ein) => {
    expect(isValidEin(ein)).toBe(false);
  });
});
