import { describe, expect, it } from 'vitest';
import { formatRate } from './format-rate.ts';

// Intl separates "R$" from the number with a no-break space in pt-BR.
const nbsp = '\u00a0';

describe('formatRate', () => {
  it('shows the four places in each language', () => {
    expect(formatRate('5.3412', 'pt-BR')).toBe(`R$${nbsp}5,3412`);
    expect(formatRate('5.3412', 'en')).toBe('R$5.3412');
    expect(formatRate('6.1000', 'pt-BR')).toBe(`R$${nbsp}6,1000`);
    expect(formatRate('0.0001', 'en')).toBe('R$0.0001');
    expect(formatRate('1234.5678', 'pt-BR')).toBe(`R$${nbsp}1.234,5678`);
    expect(formatRate('1234.5678', 'en')).toBe('R$1,234.5678');
  });

  it('formats the decimal text exactly, where a float would be off', () => {
    // 9007199254740993.0001 has no float: as a number it would print …992.0000.
    expect(formatRate('9007199254740993.0001', 'en')).toBe('R$9,007,199,254,740,993.0001');
  });

  it('shows anything else as it came', () => {
    expect(formatRate('5,34', 'en')).toBe('5,34');
  });
});
