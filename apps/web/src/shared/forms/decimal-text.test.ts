import { describe, expect, it } from 'vitest';
import {
  centsFromText,
  centsToText,
  formatPercentage,
  percentageFromText,
  percentageToText,
} from './decimal-text.ts';

describe('amount text', () => {
  it('reads what people type, in either notation', () => {
    expect(centsFromText('3,67')).toBe(367);
    expect(centsFromText('3.67')).toBe(367);
    expect(centsFromText('R$ 1.234,56')).toBe(123_456);
    expect(centsFromText('10000')).toBe(1_000_000);
    expect(centsFromText(' 0,01 ')).toBe(1);
  });

  it('tells blank from unreadable', () => {
    expect(centsFromText('')).toBeUndefined();
    expect(centsFromText('   ')).toBeUndefined();
    expect(centsFromText('abc')).toBeNull();
    expect(centsFromText('-5')).toBeNull();
    expect(centsFromText('1,2,3')).toBeNull();
  });

  it('writes amounts to edit and reads them back', () => {
    expect(centsToText(367, 'pt-BR')).toBe('3,67');
    expect(centsToText(367, 'en')).toBe('3.67');
    expect(centsToText(1_000_000, 'pt-BR')).toBe('10000,00');
    expect(centsToText(5, 'en')).toBe('0.05');
    expect(centsToText(-150, 'en')).toBe('-1.50');
    for (const cents of [0, 1, 99, 100, 367, 123_456, 1_000_000]) {
      expect(centsFromText(centsToText(cents, 'pt-BR'))).toBe(cents);
      expect(centsFromText(centsToText(cents, 'en'))).toBe(cents);
    }
  });
});

describe('percentage text', () => {
  it('sends a dot whatever was typed', () => {
    expect(percentageFromText('4,99')).toBe('4.99');
    expect(percentageFromText(' 4.99 ')).toBe('4.99');
    expect(percentageFromText('10')).toBe('10');
    expect(percentageFromText('1,2,3')).toBe('1,2,3');
    expect(percentageFromText('')).toBe('');
  });

  it('shows a comma in Portuguese', () => {
    expect(percentageToText('4.99', 'pt-BR')).toBe('4,99');
    expect(percentageToText('4.99', 'en')).toBe('4.99');
    expect(formatPercentage('2.5', 'pt-BR')).toBe('2,5%');
    expect(formatPercentage('0', 'en')).toBe('0%');
  });
});
