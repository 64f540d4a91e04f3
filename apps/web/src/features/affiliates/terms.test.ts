import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../shared/i18n/texts.ts';
import { commissionTermsText, cookieWindowText, trimPercentage } from './terms.ts';

const money = (cents: number) => `R$ ${(cents / 100).toFixed(2)}`;

describe('commission terms', () => {
  it('drops the zeros the server keeps', () => {
    expect(trimPercentage('10.0000')).toBe('10');
    expect(trimPercentage('12.5000')).toBe('12.5');
    expect(trimPercentage('0.0100')).toBe('0.01');
    expect(trimPercentage('30')).toBe('30');
  });

  it('writes a percentage, a fixed amount, or both, in the UI language', () => {
    expect(commissionTermsText({ percentage: '12.5000', fixed: 0 }, 'pt-BR', money)).toBe('12,5%');
    expect(commissionTermsText({ percentage: '10', fixed: 150 }, 'en', money)).toBe(
      '10% + R$ 1.50',
    );
    expect(commissionTermsText({ percentage: '0.0000', fixed: 500 }, 'en', money)).toBe('R$ 5.00');
    expect(commissionTermsText({ percentage: '0', fixed: 0 }, 'en', money)).toBe('0%');
  });

  it('names the cookie window', () => {
    const t = ((key: string, options?: Record<string, unknown>) =>
      options ? `${key}:${String(options.count)}` : key) as unknown as TFunction;
    expect(cookieWindowText(t, 60)).toBe('affiliates.terms.cookieDays:60');
    expect(cookieWindowText(t, null)).toBe('affiliates.terms.cookiePermanent');
  });
});
