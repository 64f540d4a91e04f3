import { describe, expect, it } from 'vitest';
import { methodFeeSummary } from './fee-summary.ts';

describe('methodFeeSummary', () => {
  it('joins the percentage and the fixed fee', () => {
    expect(methodFeeSummary({ percentage: '4.99', fixed: 100 }, 'en')).toBe('4.99% + R$1.00');
    expect(methodFeeSummary({ percentage: '4.99', fixed: 100 }, 'pt-BR')).toBe(
      '4,99% + R$\u00a01,00',
    );
    expect(methodFeeSummary({ percentage: '0.99', fixed: 0 }, 'en')).toBe('0.99%');
  });
});
