import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locale.ts';
import { messageCatalogues } from '../i18n/messages.ts';
import { errorCatalogue, errorCodes, errorMessageKey } from './errors.ts';

const messageOf = (locale: (typeof locales)[number], key: string) =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
      messageCatalogues[locale],
    );

describe('error catalogue', () => {
  it.each(locales)('every code has a message in %s', (locale) => {
    const missing = errorCodes.filter(
      (code) => typeof messageOf(locale, errorMessageKey(code)) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('answers every code with an error status', () => {
    for (const code of errorCodes) {
      expect(errorCatalogue[code], code).toBeGreaterThanOrEqual(400);
      expect(errorCatalogue[code], code).toBeLessThan(600);
    }
  });
});
