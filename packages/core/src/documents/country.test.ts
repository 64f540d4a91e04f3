import { describe, expect, it } from 'vitest';
import { countries, countryFromDialCode, countryInfo } from './country.ts';

describe('countryInfo', () => {
  it('describes every supported country', () => {
    expect(countries).toEqual(['BR', 'US', 'PT']);
    expect(Object.keys(countryInfo).sort()).toEqual([...countries].sort());
  });

  it('has the dial codes, documents and phone lengths of each country', () => {
    expect(countryInfo.BR).toEqual({
      dialCode: '+55',
      personDocument: 'cpf',
      companyDocument: 'cnpj',
      phoneDigits: { min: 10, max: 11 },
    });
    expect(countryInfo.US).toEqual({
      dialCode: '+1',
      personDocument: 'ssn',
      companyDocument: 'ein',
      phoneDigits: { min: 10, max: 10 },
    });
    expect(countryInfo.PT).toEqual({
      dialCode: '+351',
      personDocument: 'nif',
      companyDocument: 'nipc',
      phoneDigits: { min: 9, max: 9 },
    });
  });
});

describe('countryFromDialCode', () => {
  it('finds the country of a dial code, with or without the plus', () => {
    expect(countryFromDialCode('+55')).toBe('BR');
    expect(countryFromDialCode('+1')).toBe('US');
    expect(countryFromDialCode('+351')).toBe('PT');
    expect(countryFromDialCode('351')).toBe('PT');
    expect(countryFromDialCode(' +55 ')).toBe('BR');
  });

  it('returns undefined for unknown or malformed codes', () => {
    expect(countryFromDialCode('+44')).toBeUndefined();
    expect(countryFromDialCode('+5')).toBeUndefined();
    expect(countryFromDialCode('+551')).toBeUndefined();
    expect(countryFromDialCode('')).toBeUndefined();
    expect(countryFromDialCode('+')).toBeUndefined();
    expect(countryFromDialCode('++55')).toBeUndefined();
    expect(countryFromDialCode('BR')).toBeUndefined();
  });
});
