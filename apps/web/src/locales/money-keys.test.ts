import { readFileSync } from 'node:fs';
import { ledgerTransactionTypes, sellerAccountKinds } from '@repasse/core/contract/ledger';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import { instalmentFeePayers } from '@repasse/core/fees/platform-settings';
import { describe, expect, it } from 'vitest';
import { datePresets } from '../shared/dates/date-presets.ts';

type Catalogue = { [key: string]: string | Catalogue };

const read = (path: string): Catalogue =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));

const has = (catalogue: Catalogue, key: string) =>
  typeof key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue,
    ) === 'string';

/** Keys the financial screen and the money admin panels build from values. */
const builtKeys = [
  ...ledgerTransactionTypes.map((type) => `statement.types.${type}`),
  ...sellerAccountKinds.map((kind) => `statement.accounts.${kind}`),
  ...datePresets.map((preset) => `financial.dateRange.presets.${preset}`),
  ...['first', 'previous', 'next', 'last'].map((control) => `financial.pagination.${control}`),
  ...paymentMethods.map((method) => `adminFees.methods.${method}`),
  ...instalmentFeePayers.map((payer) => `platformSettings.payers.${payer}`),
  ...['sms', 'whatsapp', 'email'].map((channel) => `platformSettings.channels.${channel}`),
  // Message keys of packages/core that the web forms use.
  'validation.date',
  'validation.money',
  'validation.dateOrder',
];

describe('money keys built from values', () => {
  it.each(['en', 'pt-BR'])('%s has every one', (locale) => {
    const catalogue = {
      ...read(`../../../../packages/core/src/locales/${locale}.json`),
      ...read(`./${locale}.json`),
    };
    expect(builtKeys.filter((key) => !has(catalogue, key))).toEqual([]);
  });
});
