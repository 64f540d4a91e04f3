import { describe, expect, it } from 'vitest';
import { buyerPhoneE164, isValidPhone, toE164 } from './phone.ts';

describe('isValidPhone', () => {
  it.each([
    ['BR', '(11) 91234-5678'],
    ['BR', '11912345678'],
    ['BR', '(11) 3456-7890'],
    ['BR', '+55 11 91234-5678'],
    ['US', '(415) 555-2671'],
    ['US', '415.555.2671'],
    ['US', '+1 415 555 2671'],
    ['PT', '912 345 678'],
    ['PT', '+351 912 345 678'],
  ] as const)('accepts %s %s', (country, phone) => {
    expect(isValidPhone(country, phone)).toBe(true);
  });

  it.each([
    ['BR', '1234-5678'],
    ['BR', '119123456789'],
    ['BR', '+1 11 91234-5678'],
    ['US', '555-2671'],
    ['US', '14155552671'],
    ['US', '+55 415 555 2671'],
    ['PT', '91234567'],
    ['PT', '9123456789'],
    ['PT', '912 345 67A'],
    ['US', '415-555-CALL'],
    ['BR', '11+912345678'],
    ['BR', ''],
  ] as const)('rejects %s %s', (country, phone) => {
    expect(isValidPhone(country, phone)).toBe(false);
  });
});

describe('toE164', () => {
  it('prefixes the dial code to the national digits', () => {
    expect(toE164('BR', '(11) 91234-5678')).toBe('+5511912345678');
    expect(toE164('BR', '+55 (11) 3456-7890')).toBe('+551134567890');
    expect(toE164('US', '(415) 555-2671')).toBe('+14155552671');
    expect(toE164('PT', '912 345 678')).toBe('+351912345678');
  });

  it('throws for an invalid number', () => {
    expect(() => toE164('PT', '12345')).toThrow(RangeError);
  });
});

describe('buyerPhoneE164', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['11 3456-7890', '+551134567890'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['+351 912 345 678', '+351912345678'],
    ['+1 (415) 555-0100', '+14155550100'],
  ])('reads %s as %s', (typed, e164) => {
    expect(buyerPhoneE164(typed)).toBe(e164);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '123',
    'call me',
    '+0 11 2222 3333',
    '+1234567',
    '9876-543',
  ])('gives up on %s', (typed) => {
    expect(buyerPhoneE164(typed)).toBeNull();
  });
});
