import type { Locale } from '@repasse/core/i18n/locale';
import { messageCatalogues } from '@repasse/core/i18n/messages';
import en from '../../locales/en.json' with { type: 'json' };
import ptBR from '../../locales/pt-BR.json' with { type: 'json' };

export type Catalogue = { [key: string]: string | Catalogue };

/** Merges b into a, deeply; b wins on conflicts. */
export function mergeCatalogues(a: Catalogue, b: Catalogue): Catalogue {
  const merged: Catalogue = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const existing = merged[key];
    merged[key] =
      typeof value === 'object' && typeof existing === 'object'
        ? mergeCatalogues(existing, value)
        : value;
  }
  return merged;
}

const webCatalogues: Record<Locale, Catalogue> = { en, 'pt-BR': ptBR };

/** UI strings of the web app plus the shared validation.* and errors.* messages of packages/core. */
export const catalogues: Record<Locale, Catalogue> = {
  en: mergeCatalogues(messageCatalogues.en, webCatalogues.en),
  'pt-BR': mergeCatalogues(messageCatalogues['pt-BR'], webCatalogues['pt-BR']),
};
