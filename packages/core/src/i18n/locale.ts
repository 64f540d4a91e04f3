export const locales = ['en', 'pt-BR'] as const;
export type Locale = (typeof locales)[number];
export const fallbackLocale: Locale = 'en';

/** docs/product.md §4: Portuguese when the preferred language starts with "pt", otherwise English. */
export function localeFromLanguage(language: string | undefined | null): Locale {
  return language?.trim().toLowerCase().startsWith('pt') ? 'pt-BR' : fallbackLocale;
}

/** Picks the first language of an Accept-Language header that we speak, by quality. */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return fallbackLocale;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    if (tag.startsWith('pt')) return 'pt-BR';
    if (tag.startsWith('en')) return 'en';
  }
  return fallbackLocale;
}
