import { readFileSync } from 'node:fs';
import { userDocumentStatuses } from '@repasse/core/contract/common';
import { pixKeyTypes } from '@repasse/core/pix/pix-key';
import { documentStatuses, documentTypes } from '@repasse/core/states/document';
import { describe, expect, it } from 'vitest';
import { auditActionKey, auditActions } from '../admin/audit/audit-actions.ts';

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

/** Keys built from values (document types and statuses, stages, Pix key types, audit actions). */
const builtKeys = [
  ...documentTypes.flatMap((type) => [`kyc.types.${type}`, `kyc.hints.${type}`]),
  ...documentStatuses.map((status) => `kyc.status.${status}`),
  ...userDocumentStatuses.flatMap((status) => [
    `kyc.userStatus.${status}`,
    `account.verification.${status}`,
  ]),
  ...['verified', 'notApplicable', 'refused', 'missing', 'inReview'].flatMap((stage) => [
    `kyc.stage.${stage}.title`,
    `kyc.stage.${stage}.description`,
  ]),
  ...pixKeyTypes.flatMap((type) => [
    `settings.pixKey.types.${type}`,
    `settings.pixKey.placeholders.${type}`,
  ]),
  ...['contact', 'company', 'address'].flatMap((section) => [
    `account.edit.${section}`,
    `account.dialogs.${section}`,
  ]),
  ...['added', 'removed', 'changed', 'same'].map((change) => `audit.diff.changes.${change}`),
  ...auditActions.map(auditActionKey),
];

describe('KYC, account, settings and admin keys built from values', () => {
  it.each(['en', 'pt-BR'])('%s has every one', (locale) => {
    const catalogue = read(locale);
    expect(builtKeys.filter((key) => !has(catalogue, key))).toEqual([]);
  });
});
