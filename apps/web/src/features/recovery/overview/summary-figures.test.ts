import { describe, expect, it } from 'vitest';
import { returnOnCostText, shareText } from './summary-figures.ts';

describe('shareText', () => {
  it('writes a whole percentage in the UI language', () => {
    expect(shareText(1, 3, 'en')).toBe('33%');
    expect(shareText(2, 3, 'pt-BR')).toBe('67%');
    expect(shareText(4, 4, 'en')).toBe('100%');
    expect(shareText(0, 9, 'en')).toBe('0%');
  });

  it('has no share of nothing', () => {
    expect(shareText(0, 0, 'en')).toBeNull();
  });
});

describe('returnOnCostText', () => {
  it('reads the server decimal and writes it in the UI language', () => {
    expect(returnOnCostText('12.50', 'en')).toBe('12.5×');
    expect(returnOnCostText('12.50', 'pt-BR')).toBe('12,5×');
    expect(returnOnCostText('10000.00', 'en')).toBe('10,000×');
    expect(returnOnCostText('0.00', 'en')).toBe('0×');
  });

  it('stays empty without cost or with something unreadable', () => {
    expect(returnOnCostText(null, 'en')).toBeNull();
    expect(returnOnCostText('abc', 'en')).toBeNull();
  });
});
