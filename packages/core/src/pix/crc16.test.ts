import { describe, expect, it } from 'vitest';
import { crc16 } from './crc16.ts';

describe('crc16', () => {
  it.each([
    // The catalogued check value of CRC-16/CCITT-FALSE.
    ['123456789', '29B1'],
    ['', 'FFFF'],
    ['A', 'B915'],
  ])('%j → %s', (text, expected) => {
    expect(crc16(text)).toBe(expected);
  });

  it('matches the checksums printed in the Central Bank manual', () => {
    expect(
      crc16(
        '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304',
      ),
    ).toBe('1D3D');
  });

  it('always answers four uppercase hex digits', () => {
    for (const text of ['a', 'ab', 'abc', 'São Paulo', '0002']) {
      expect(crc16(text)).toMatch(/^[0-9A-F]{4}$/);
    }
  });
});
