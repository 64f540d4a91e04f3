import { apiModes, webhookEventTypes } from '@repasse/core/contract/integrations';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import ptBR from '../../locales/pt-BR.json' with { type: 'json' };
import { eventLabelKey } from './webhooks/event-labels.ts';

type Catalogue = { [key: string]: string | Catalogue };

const has = (catalogue: Catalogue, key: string) =>
  typeof key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue,
    ) === 'string';

/** Keys these screens build from values at run time, which the literal-key scan cannot see. */
const built = [
  ...webhookEventTypes.map((type) => eventLabelKey(type) ?? `missing:${type}`),
  ...['pending', 'retrying', 'delivered', 'failed'].map(
    (status) => `integrations.webhooks.deliveries.statuses.${status}`,
  ),
  ...apiModes.flatMap((mode) => [
    `integrations.keys.modes.${mode}`,
    `integrations.keys.badges.${mode}`,
    `integrations.keys.modeHints.${mode}`,
  ]),
  ...['public', 'secret'].flatMap((kind) => [
    `integrations.keys.kinds.${kind}`,
    `integrations.keys.generateHint.${kind}`,
  ]),
  ...['keys', 'webhooks', 'products'].map((tab) => `integrations.tabs.${tab}`),
  ...['charges', 'withdrawals'].map((group) => `integrations.webhooks.form.groups.${group}`),
];

describe('integrations locale keys', () => {
  it.each([
    ['en', en],
    ['pt-BR', ptBR],
  ])('%s has every key built from values', (_, catalogue) => {
    expect(built.filter((key) => !has(catalogue as Catalogue, key))).toEqual([]);
  });
});
