import { describe, expect, it } from 'vitest';
import { isValidCompanyDocument, isValidPersonDocument } from './person-document.ts';

describe('isValidPersonDocument', () => {
  it('uses the CPF for Brazil, the SSN for the US and the NIF for Portugal', () => {
    expect(isValidPersonDocument('BR', '123.456.789-09')).toBe(true);
    expect(isValidPersonDocument('US', '123-45-6789')).toBe(true);
    expect(isValidPersonDocument('PT', '123456789')).toBe(true);
  });

  it('rejects documents of the wrong kind or with bad check digits', () => {
    expect(isValidPersonDocument('BR', '123.456.789-08')).toBe(false);
    expect(isValidPersonDocument('BR', '123-45-6789')).toBe(false);
    expect(isValidPersonDocument('US', '123.456.789-09')).toBe(false);
    expect(isValidPersonDocument('PT', '500697256')).toBe(false);
    expect(isValidPersonDocument('BR', '11.222.333/0001-81')).toBe(false);
  });
});

describe('isValidCompanyDocument', () => {
  it('uses the CNPJ for Brazil, the EIN for the US and the NIPC for Portugal', () => {
    expect(isValidCompanyDocument('BR', '11.222.333/0001-81')).toBe(true);
    expect(isValidCompanyDocument('BR', '12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCompanyDocument('US', '12-3456789')).toBe(true);
    expect(isValidCompanyDocument('PT', '500697256')).toBe(true);
  });

  it('rejects documents of the wrong kind or with bad check digits', () => {
    expect(isValidCompanyDocument('BR', '11.222.333/0001-82')).toBe(false);
    expect(isValidCompanyDocument('BR', '123.456.789-09')).toBe(false);
    expect(isValidCompanyDocument('US', '07-3456789')).toBe(false);
    expect(isValidCompanyDocument('PT', '123456789')).toBe(false);
  });
});
