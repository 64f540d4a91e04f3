import { describe, expect, it } from 'vitest';
import { isValidSsn } from './ssn.ts';

describe('isValidSsn', () => {
  it.each(['123-45-6789', '123456789', '001-01-0001', '665-99-9999', '667-12-3456', '899-99-9999'])(
    'accepts %s',
    (ssn) => {
      expect(isValidSsn(ssn)).toBe(true);
    },
  );

  it.each([
    ['area 000', '000-12-3456'],
    ['area 666', '666-12-3456'],
    ['area 900', '900-12-3456'],
    ['area 999', '999-12-3456'],
    ['group 00', '123-00-4567'],
    ['serial 0000', '123-45-0000'],
    ['8 digits', '123-45-678'],
    ['10 digits', '123-45-67890'],
    ['letters', '123-45-678A'],
    ['empty', ''],
  ])('rejects %s', (_reason, ssn) => {
    expect(isValidSsn(ssn)).toBe(false);
  });
});
