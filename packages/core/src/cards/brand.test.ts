import { describe, expect, it } from 'vitest';
import { cardBrand } from './brand.ts';

describe('cardBrand', () => {
  it.each([
    ['4111111111111111', 'visa'],
    ['4000000000009995', 'visa'],
    ['4', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2720990000000000', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6362970000457013', 'elo'],
    ['4011780000000000', 'elo'],
    ['4576320000000000', 'elo'],
    ['5067224275805500', 'elo'],
    ['5090000000000000', 'elo'],
    ['6504850000000000', 'elo'],
    ['6550210000000000', 'elo'],
    ['6062825624254001', 'hipercard'],
    ['3841001111222233', 'hipercard'],
    ['36227206271667', 'diners'],
    ['30569309025904', 'diners'],
    ['38520000023237', 'diners'],
    ['6011111111111117', 'discover'],
    ['6221260000000000', 'discover'],
    ['6500300000000000', 'discover'],
    ['6550200000000000', 'discover'],
    ['2220990000000000', 'unknown'],
    ['2721000000000000', 'unknown'],
    ['1234567890123456', 'unknown'],
    ['', 'unknown'],
    ['abc', 'unknown'],
  ])('%s → %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand);
  });

  it('reads a number as typed', () => {
    expect(cardBrand('5555 5555 5555 4444')).toBe('mastercard');
  });
});
