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
