import { describe, expect, it } from 'vitest';
import { barcodeMod11, mod10 } from './check-digits.ts';

// Vectors from the brcobranca gem's test suite (kivanio/brcobranca, test/test_boleto.rb).
describe('mod10', () => {
  it.each([
    ['001905009', 5],
    ['4014481606', 9],
    ['0680935031', 4],
    ['29004590', 5],
    ['0', 0],
  ])('%s → %i', (digits, expected) => {
    expect(mod10(digits)).toBe(expected);
  });
});

describe('barcodeMod11', () => {
  it('computes the general check digit', () => {
    expect(barcodeMod11('0019373700000001000500940144816060680935031')).toBe(3);
  });

  it.each([
    ['0000', 1], // remainder 0: 11 − 0 = 11 → 1
    ['6', 1], // 6 × 2 = 12, remainder 1: 11 − 1 = 10 → 1
    ['5', 1], // 5 × 2 = 10, remainder 10: 11 − 10 = 1
    ['1', 9], // 1 × 2 = 2, remainder 2: 11 − 2 = 9
  ])('%s → %i (results 0, 10 and 11 all become 1)', (digits, expected) => {
    expect(barcodeMod11(digits)).toBe(expected);
  });
});
