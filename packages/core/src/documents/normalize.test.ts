import { describe, expect, it } from 'vitest';
import { normalizeDocument, onlyDigits } from './normalize.ts';

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('+55 (11) 91234-5678')).toBe('5511912345678');
    expect(onlyDigits('12.ABC.345/01DE-35')).toBe('123450135');
  });

  it('returns an empty string when there are no digits', () => {
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits('abc-./')).toBe('');
  });
});

describe('normalizeDocument', () => {
  it('strips spaces, dots, dashes and slashes', () => {
    expect(normalizeDocument('123.456.789-09')).toBe('12345678909');
    expect(normalizeDocument(' 11.222.333/0001-81 ')).toBe('11222333000181');
    expect(normalizeDocument('123 456 789')).toBe('123456789');
  });

  it('uppercases letters', () => {
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
  });

  it('keeps other characters so validators can reject them', () => {
    expect(normalizeDocument('123_456+789')).toBe('123_456+789');
  });
});
