import type { Catalogue } from '@repasse/core/i18n/texts';

export type { Catalogue };

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
