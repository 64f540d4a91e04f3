import { platformSwitchNames } from '@repasse/core/contract/admin-products';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import ptBR from '../../../locales/pt-BR.json' with { type: 'json' };
import { flippedSwitches, switchTextKeys } from './switch-names.ts';

type Catalogue = { [key: string]: string | Catalogue };

const has = (catalogue: Catalogue, key: string) =>
  typeof key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue,
    ) === 'string';

describe('flippedSwitches', () => {
  const current = { withdrawalsPaused: false, salesPaused: true, registrationsPaused: false };

  it('flips the one switch and sends the others as they are', () => {
    expect(flippedSwitches(current, 'withdrawalsPaused')).toEqual({
      withdrawalsPaused: true,
      salesPaused: true,
      registrationsPaused: false,
    });
    expect(flippedSwitches(current, 'salesPaused')).toEqual({
      withdrawalsPaused: false,
      salesPaused: false,
      registrationsPaused: false,
    });
  });

  it('sends only the three switches, whatever else the answer held', () => {
    const answer = { ...current, updatedAt: null, updatedBy: null };
    expect(Object.keys(flippedSwitches(answer, 'registrationsPaused')).sort()).toEqual(
      [...platformSwitchNames].sort(),
    );
  });
});

/** Keys the panel builds from the switch names, which the literal-key scan cannot see. */
const built = platformSwitchNames.flatMap((name) => Object.values(switchTextKeys(name)));

describe('platform switches locale keys', () => {
  it.each([
    ['en', en],
    ['pt-BR', ptBR],
  ])('%s has every key built from values', (_, catalogue) => {
    expect(built.filter((key) => !has(catalogue as Catalogue, key))).toEqual([]);
  });
});
