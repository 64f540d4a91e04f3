import { readFileSync } from 'node:fs';
import { awardClaimStatuses, awardClaimTargets, awardKinds } from '@repasse/core/contract/awards';
import { describe, expect, it } from 'vitest';
import { awardsSections } from '../admin/awards/awards-sections.ts';

type Catalogue = { [key: string]: string | Catalogue };

const read = (locale: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../locales/${locale}.json`, import.meta.url), 'utf8'));

const has = (catalogue: Catalogue, key: string) =>
  typeof key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue,
    ) === 'string';

/** Keys the awards screens build from the contract's values. */
const builtKeys = [
  ...awardKinds.map((kind) => `awards.kinds.${kind}`),
  ...awardClaimStatuses.flatMap((status) => [
    `awards.claimStatus.${status}`,
    `awards.claimStatusHints.${status}`,
  ]),
  ...awardClaimTargets.flatMap((to) =>
    ['button', 'title', 'message', 'confirm', 'done'].map(
      (part) => `awards.admin.moves.${to}.${part}`,
    ),
  ),
  ...awardsSections.map((section) => `awards.admin.sections.${section}`),
  'awards.admin.claim.age_one',
  'awards.admin.claim.age',
  'admin.panels.awards',
];

describe('awards texts', () => {
  it.each(['en', 'pt-BR'])('%s has every key built from values', (locale) => {
    const catalogue = read(locale);
    expect(builtKeys.filter((key) => !has(catalogue, key))).toEqual([]);
  });
});
