import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import ptBR from '../../../locales/pt-BR.json' with { type: 'json' };

type Catalogue = { [key: string]: string | Catalogue };

const has = (catalogue: Catalogue, key: string) =>
  typeof key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue,
    ) === 'string';

/** Keys the products panel builds from values, which the literal-key scan cannot see. */
const built = [
  ...['active', 'inactive'].map((standing) => `adminProducts.status.${standing}`),
  ...['deactivate', 'reactivate'].flatMap((action) =>
    ['action', 'actionOf', 'title', 'message', 'confirm', 'done', 'failed'].map(
      (key) => `adminProducts.${action}.${key}`,
    ),
  ),
];

describe('admin products locale keys', () => {
  it.each([
    ['en', en],
    ['pt-BR', ptBR],
  ])('%s has every key built from values', (_, catalogue) => {
    expect(built.filter((key) => !has(catalogue as Catalogue, key))).toEqual([]);
  });
});
