import { describe, expect, it } from 'vitest';
import { foldToEmvText } from './emv-text.ts';

describe('foldToEmvText', () => {
  it.each([
    ['São Paulo', 'Sao Paulo'],
    ['  Açaí   da Vovó ', 'Acai da Vovo'],
    ['MARÍLIA', 'MARILIA'],
    ['Fulano de Tal', 'Fulano de Tal'],
  ])('%j → %j', (value, folded) => {
    expect(foldToEmvText(value, 'The name')).toBe(folded);
  });

  it('refuses what has no ASCII form', () => {
    expect(() => foldToEmvText('Straße', 'The name')).toThrow(/The name must contain only Latin/);
    expect(() => foldToEmvText('Loja 🙂', 'The name')).toThrow(RangeError);
  });
});
