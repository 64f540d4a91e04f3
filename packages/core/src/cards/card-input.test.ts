import { describe, expect, it } from 'vitest';
import { cardInputSchema, lastFour, parseCardExpiry } from './card-input.ts';
import { luhnCheckDigit } from './luhn.ts';

// 2026-05-31 22:00 in São Paulo is already June 1st in UTC: expiry follows the São Paulo day.
const now = new Date('2026-06-01T01:00:00Z');
const schema = cardInputSchema(now);
const valid = {
  number: '4111 1111 1111 1111',
  holderName: ' Ana Souza ',
  expiry: '05 / 26',
  cvv: '123',
};
const messages = (input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('cardInputSchema', () => {
  it('accepts a card and normalises what was typed', () => {
    expect(schema.parse(valid)).toEqual({
      number: '4111111111111111',
      holderName: 'Ana Souza',
      expiry: '05/26',
      cvv: '123',
    });
  });

  it('reads its own output again, as the server does', () => {
    expect(schema.parse(schema.parse(valid))).toEqual(schema.parse(valid));
  });

  it('answers one message key per field', () => {
    expect(messages({})).toEqual([
      ['number', 'validation.required'],
      ['holderName', 'validation.required'],
      ['expiry', 'validation.required'],
      ['cvv', 'validation.required'],
    ]);
    expect(messages({ number: '', holderName: '', expiry: '', cvv: '' })).toEqual([
      ['number', 'validation.required'],
      ['holderName', 'validation.required'],
      ['expiry', 'validation.required'],
      ['cvv', 'validation.required'],
    ]);
  });

  it.each([
    ['number', '4111111111111112', 'validation.cardNumber'],
    ['number', '41111111111', 'validation.cardNumber'],
    ['number', '41111111111111111111', 'validation.cardNumber'],
    ['number', '4111a11111111111', 'validation.cardNumber'],
    ['expiry', '04/26', 'validation.cardExpiry'],
    ['expiry', '13/30', 'validation.cardExpiry'],
    ['expiry', '00/30', 'validation.cardExpiry'],
    ['expiry', '5/26', 'validation.cardExpiry'],
    ['expiry', '05/2026', 'validation.cardExpiry'],
    ['cvv', '12', 'validation.cardCvv'],
    ['cvv', '12345', 'validation.cardCvv'],
    ['cvv', '12a', 'validation.cardCvv'],
    ['holderName', 'A'.repeat(27), 'validation.tooLong'],
  ])('%s %j → %s', (field, value, message) => {
    expect(messages({ ...valid, [field]: value })).toEqual([[field, message]]);
  });

  it('accepts the current month, a 4-digit CVV and a 12-digit number', () => {
    expect(schema.safeParse({ ...valid, expiry: '05/26', cvv: '1234' }).success).toBe(true);
    const twelve = `12345678901${luhnCheckDigit('12345678901')}`;
    expect(schema.safeParse({ ...valid, number: twelve }).success).toBe(true);
    expect(cardInputSchema(new Date('2026-06-01T03:00:00Z')).safeParse(valid).success).toBe(false);
  });
});

describe('parseCardExpiry', () => {
  it('gives month and four-digit year', () => {
    expect(parseCardExpiry('07/29')).toEqual({ expMonth: 7, expYear: 2029 });
    expect(parseCardExpiry('7/29')).toBeUndefined();
    expect(parseCardExpiry('13/29')).toBeUndefined();
  });
});

describe('lastFour', () => {
  it('keeps only the last four digits', () => {
    expect(lastFour('4111 1111 1111 1234')).toBe('1234');
    expect(lastFour('378282246310005')).toBe('0005');
    expect(() => lastFour('12')).toThrow(RangeError);
  });
});
