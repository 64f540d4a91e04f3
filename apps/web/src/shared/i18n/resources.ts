import type { Locale } from '@repasse/core/i18n/locale';
import { loadChunk } from '../../app/chunk-reload.ts';
import type { Catalogue } from './catalogue.ts';

/**
 * `start`: the shared validation.* and errors.* messages of packages/core and the texts of the
 * pages a first visit opens (login, the hosted checkout); `app`: what the signed-in layout and
 * the dashboard add; `rest`: the other screens' texts. Each part of each language is a chunk of
 * its own (apps/web/build/catalogue-parts.ts).
 */
export type CataloguePart = 'start' | 'app' | 'rest';

const catalogues: Record<Locale, Record<CataloguePart, () => Promise<{ default: Catalogue }>>> = {
  en: {
    start: () => import('virtual:catalogue/en/start'),
    app: () => import('virtual:catalogue/en/app'),
    rest: () => import('virtual:catalogue/en/rest'),
  },
  'pt-BR': {
    start: () => import('virtual:catalogue/pt-BR/start'),
    app: () => import('virtual:catalogue/pt-BR/app'),
    rest: () => import('virtual:catalogue/pt-BR/rest'),
  },
};

/** One part of a language's texts. A failed download reloads the page once (chunk-reload.ts). */
export async function loadCatalogue(locale: Locale, part: CataloguePart): Promise<Catalogue> {
  return (await loadChunk(catalogues[locale][part])).default;
}
