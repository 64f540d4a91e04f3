import { describe, expect, it } from 'vitest';
import { isValidNif, isValidNipc } from './nif.ts';

describe('isValidNif', () => {
  it.each(['123456789', '123 456 789', '234567899', '100000002', '300000006', '451234561'])(
    'accepts the individual NIF %s',
    (nif) => {
      expect(isValidNif(nif)).toBe(true);
    },
  );

  it.each([
    ['wrong check digit', '123456780'],
    ['another wrong check digit', '234567890'],
    ['company prefix 5', '500697256'],
    ['company prefix 9', '900000007'],
    ['prefix 4 other than 45', '400000008'],
    ['prefix 7', '700000003'],
    ['8 digits', '12345678'],
    ['10 digits', '1234567890'],
    ['letters', '12345678A'],
    ['empty', ''],
  ])('rejects %s', (_reason, nif) => {
    expect(isValidNif(nif)).toBe(false);
  });
});

describe('isValidNipc', () => {
  it.each([
    '500697256',
    '500000000',
    '512345678',
    '600000001',
    '800000005',
    '900000007',
    '999999990',
  ])('accepts the company NIPC %s', (nipc) => {
    expect(isValidNipc(nipc)).toBe(true);
  });

  it.each([
    ['wrong check digit', '500697257'],
    ['check of 10 must become 0', '999999991'],
    ['individual prefix 1', '123456789'],
    ['non-resident individual prefix 45', '451234561'],
    ['prefix 4', '400000008'],
    ['prefix 7', '700000003'],
    ['8 digits', '50069725'],
    ['empty', ''],
  ])('rejects %s', (_reason, nipc) => {
    expect(isValidNipc(nipc)).toBe(false);
  });
});
