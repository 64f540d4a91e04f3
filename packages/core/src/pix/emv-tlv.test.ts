import { describe, expect, it } from 'vitest';
import { emvField, emvFieldMap, parseEmvFields } from './emv-tlv.ts';

describe('EMV data objects', () => {
  it('writes id, two-digit length and value', () => {
    expect(emvField('00', '01')).toBe('000201');
    expect(emvField('59', 'Fulano de Tal')).toBe('5913Fulano de Tal');
    expect(emvField('62', '')).toBe('6200');
  });

  it('refuses bad ids and values over 99 characters', () => {
    expect(() => emvField('5', 'x')).toThrow(RangeError);
    expect(() => emvField('26', 'x'.repeat(100))).toThrow(/at most 99/);
  });

  it('reads back what it writes, nested templates included', () => {
    const template = emvField('00', 'br.gov.bcb.pix') + emvField('01', 'a@b.co');
    const text = emvField('00', '01') + emvField('26', template) + emvField('58', 'BR');
    expect(parseEmvFields(text)).toEqual([
      { id: '00', value: '01' },
      { id: '26', value: template },
      { id: '58', value: 'BR' },
    ]);
    expect(emvFieldMap(emvFieldMap(text).get('26') ?? '').get('01')).toBe('a@b.co');
  });

  it.each([
    ['0002', /runs past the end/],
    ['0002010', /Malformed/],
    ['ab0201', /Malformed/],
    ['000201000201', /appears twice/],
  ])('refuses %s', (text, message) => {
    expect(() => emvFieldMap(text)).toThrow(message);
  });
});
