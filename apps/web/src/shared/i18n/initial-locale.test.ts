import { describe, expect, it } from 'vitest';
import { initialLocale } from './initial-locale.ts';

describe('initialLocale', () => {
  it('prefers the stored locale', () => {
    expect(initialLocale('en', 'pt-BR')).toBe('en');
    expect(initialLocale('pt-BR', 'en-US')).toBe('pt-BR');
  });

  it('falls back to the browser language', () => {
    expect(initialLocale(null, 'pt-PT')).toBe('pt-BR');
    expect(initialLocale(null, 'pt')).toBe('pt-BR');
    expect(initialLocale(null, 'en-GB')).toBe('en');
    expect(initialLocale(null, 'de-DE')).toBe('en');
    expect(initialLocale('fr', undefined)).toBe('en');
  });
});
