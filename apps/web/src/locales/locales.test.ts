import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  affiliationApprovals,
  affiliationStatuses,
  attributionModels,
  commissionStatuses,
  referredStatuses,
} from '@repasse/core/contract/affiliates';
import { bankAccountTypes, businessModels } from '@repasse/core/contract/auth';
import { roles, userDocumentStatuses } from '@repasse/core/contract/common';
import { notificationEvents, registerDeviceSchema } from '@repasse/core/contract/notifications';
import { discrepancyReasons, discrepancyStatuses } from '@repasse/core/contract/reconciliation';
import { recoveryChannels } from '@repasse/core/contract/recovery';
import { recoveryTemplateVariables } from '@repasse/core/contract/recovery-outreach';
import { countries, countryInfo } from '@repasse/core/documents/country';
import { type Catalogue, lookupText } from '@repasse/core/i18n/texts';
import {
  messagingProviderKinds,
  recoveryEvents,
  recoveryMessageStatuses,
  recoveryRunStatuses,
  recoveryStopReasons,
} from '@repasse/core/states/recovery';
import { describe, expect, it } from 'vitest';
import { navigationItems, userMenuItems } from '../app/layouts/navigation-items.ts';
import { adminTabs } from '../features/admin/admin-tabs.ts';
import { auditActionKey, auditActions } from '../features/admin/audit/audit-actions.ts';
import { pushStatuses } from '../features/admin/push-outbox/push-status-badge.tsx';
import { kindSettings, kindTokens } from '../features/admin/recovery/providers/provider-kinds.ts';
import { adminRecoverySections } from '../features/admin/recovery/recovery-sections.ts';
import { affiliatesTabs } from '../features/affiliates/affiliates-tabs.ts';
import { wizardSteps } from '../features/auth/register/registration-draft.ts';
import { recoveryTabs } from '../features/recovery/recovery-tabs.ts';
import { delayUnits } from '../features/recovery/sequences/delay-units.ts';
import { imageFieldKeys, imageFieldPrefixes } from '../shared/ui/image-file-field.tsx';
import { rangeKey } from '../shared/ui/page-math.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const webSrc = join(here, '..');
const coreLocales = join(here, '../../../../packages/core/src/locales');

const readCatalogue = (path: string): Catalogue => JSON.parse(readFileSync(path, 'utf8'));

/** Every leaf key, dotted (`auth.login.title`). */
function leafKeys(catalogue: Catalogue, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leafKeys(value, `${prefix}${key}.`),
  );
}

function missingFrom(reference: string[], other: string[]): string[] {
  const present = new Set(other);
  return reference.filter((key) => !present.has(key));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const web = {
  en: readCatalogue(join(here, 'en.json')),
  'pt-BR': readCatalogue(join(here, 'pt-BR.json')),
};
const core = {
  en: readCatalogue(join(coreLocales, 'en.json')),
  'pt-BR': readCatalogue(join(coreLocales, 'pt-BR.json')),
};
const knownKeys = new Set([...leafKeys(web.en), ...leafKeys(core.en)]);

describe('locale files', () => {
  it.each([
    ['apps/web', web],
    ['packages/core', core],
  ])('%s: en and pt-BR have the same keys', (_, { en, 'pt-BR': ptBR }) => {
    const enKeys = leafKeys(en);
    const ptKeys = leafKeys(ptBR);
    expect(missingFrom(enKeys, ptKeys), 'keys missing in pt-BR').toEqual([]);
    expect(missingFrom(ptKeys, enKeys), 'keys missing in en').toEqual([]);
  });

  it('has no empty translations', () => {
    for (const catalogue of [web.en, web['pt-BR'], core.en, core['pt-BR']]) {
      const empty = leafKeys(catalogue).filter((key) => {
        const value = lookupText(catalogue, key);
        return value === undefined || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });

  it('writes only what the web text store reads (decision 0025)', () => {
    const unread: string[] = [];
    for (const catalogue of [web.en, web['pt-BR'], core.en, core['pt-BR']]) {
      const keys = new Set(leafKeys(catalogue));
      for (const key of keys) {
        const text = lookupText(catalogue, key);
        if (text === undefined) continue;
        // Formatters ({{value, number}}) and nesting ($t(…)) are i18next's, not the store's.
        const placeholders = text.match(/\{\{[^}]*\}\}/g) ?? [];
        if (placeholders.some((placeholder) => !/^\{\{\s*\w+\s*\}\}$/.test(placeholder)))
          unread.push(`${key}: ${text}`);
        if (text.includes('$t(')) unread.push(`${key}: ${text}`);
        // Any other count reads the _other form, else the key itself: each plural needs one.
        const plural = /^(.*)_(zero|one|two|few|many)$/.exec(key);
        if (plural && !keys.has(`${plural[1]}_other`) && !keys.has(plural[1] ?? ''))
          unread.push(`${key}: neither ${plural[1]}_other nor ${plural[1]}`);
      }
    }
    expect(unread).toEqual([]);
  });

  it('knows every literal key passed to t() in apps/web/src', () => {
    const literalKey = /\bt\(\s*(['"])([^'"\n]+)\1/g;
    const missing: string[] = [];
    let scanned = 0;
    for (const file of sourceFiles(webSrc)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(literalKey)) {
        scanned += 1;
        const key = match[2] ?? '';
        if (!knownKeys.has(key)) missing.push(`${relative(webSrc, file)}: ${key}`);
      }
    }
    expect(scanned).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  it('knows the keys built from values (contract enums, steps, tabs, menus)', () => {
    const built = [
      ...roles.map((role) => `roles.${role}`),
      ...userDocumentStatuses.flatMap((status) => [
        `dashboard.status.${status}`,
        `dashboard.status.${status}Description`,
      ]),
      ...wizardSteps.flatMap((step) => [
        `register.steps.${step}`,
        `register.stepDescriptions.${step}`,
      ]),
      ...adminTabs.flatMap((tab) => [
        `admin.tabs.${tab.id}`,
        `admin.tabDescriptions.${tab.id}`,
        ...tab.panels.map((panel) => `admin.panels.${panel.id}`),
      ]),
      ...[...navigationItems, ...userMenuItems].map((item) => item.label),
      ...businessModels.map((model) => `register.businessModels.${model}`),
      ...discrepancyReasons.flatMap((reason) => [
        `adminReconciliation.reasons.${reason}.title`,
        `adminReconciliation.reasons.${reason}.advice`,
      ]),
      ...auditActions.map(auditActionKey),
      ...imageFieldPrefixes.flatMap((prefix) => imageFieldKeys.map((key) => `${prefix}.${key}`)),
      ...discrepancyStatuses.map((status) => `adminReconciliation.statuses.${status}`),
      ...bankAccountTypes.map((type) => `register.accountTypes.${type}`),
      ...recoveryEvents.flatMap((event) => [
        `recoveryOutreach.events.${event}.title`,
        `recoveryOutreach.events.${event}.description`,
      ]),
      ...recoveryChannels.map((channel) => `recovery.channels.${channel}`),
      ...recoveryMessageStatuses.map((status) => `recoveryOutreach.messageStatus.${status}`),
      ...recoveryRunStatuses.map((status) => `recoveryOutreach.runStatus.${status}`),
      ...recoveryStopReasons.map((reason) => `recoveryOutreach.stopReasons.${reason}`),
      ...recoveryTemplateVariables.map(
        (variable) => `recoveryOutreach.sequences.variableHints.${variable}`,
      ),
      ...recoveryTabs.map((tab) => `recoveryOutreach.tabs.${tab}`),
      ...affiliatesTabs.map((tab) => `affiliates.tabs.${tab}`),
      ...affiliationStatuses.map((status) => `affiliates.status.${status}`),
      ...commissionStatuses.flatMap((status) => [
        `affiliates.commissionStatus.${status}`,
        `affiliates.totals.${status}`,
        `affiliates.totals.${status}Hint`,
      ]),
      ...attributionModels.flatMap((model) => [
        `affiliates.attribution.${model}`,
        `affiliates.program.attributionHints.${model}`,
      ]),
      ...affiliationApprovals.flatMap((approval) => [
        `affiliates.approval.${approval}`,
        `affiliates.program.approvalHints.${approval}`,
      ]),
      ...['refuse', 'block'].flatMap((action) => [
        `affiliates.producer.decision.${action}Title`,
        `affiliates.producer.decision.${action}Description`,
      ]),
      ...['approve', 'refuse', 'block', 'unblock'].flatMap((action) => [
        `affiliates.producer.actions.${action}`,
        `affiliates.producer.actions.${action}Of`,
        `affiliates.producer.decision.${action}Done`,
      ]),
      ...referredStatuses.map((status) => `referrals.status.${status}`),
      ...notificationEvents.map((event) => `settings.notifications.events.${event}`),
      ...pushStatuses.map((status) => `pushOutbox.statuses.${status}`),
      ...registerDeviceSchema.shape.platform.options.map(
        (platform) => `pushOutbox.platforms.${platform}`,
      ),
      ...delayUnits.flatMap((unit) => [
        `recoveryOutreach.delay.units.${unit}`,
        `recoveryOutreach.delay.after.${unit}`,
      ]),
      ...adminRecoverySections.map((section) => `adminRecovery.sections.${section}`),
      ...messagingProviderKinds.flatMap((kind) => [
        `adminRecovery.providers.kinds.${kind}`,
        `adminRecovery.providers.apiUrlHints.${kind}`,
        ...kindSettings[kind].flatMap((key) => [
          `adminRecovery.providers.settings.${key}`,
          `adminRecovery.providers.settingHints.${key}`,
        ]),
        ...kindTokens[kind].map((slot) => `adminRecovery.providers.tokens.${slot}`),
      ]),
      rangeKey(0),
      rangeKey(1, true),
      rangeKey(1, false),
      ...countries.flatMap((country) => [
        `register.countries.${country}`,
        `register.postalCodeLabels.${country}`,
        `register.postalCodePlaceholders.${country}`,
        `register.documents.${countryInfo[country].personDocument}`,
        `register.documents.${countryInfo[country].companyDocument}`,
        `validation.${countryInfo[country].personDocument}`,
        `validation.${countryInfo[country].companyDocument}`,
      ]),
    ];
    expect(built.filter((key) => !knownKeys.has(key))).toEqual([]);
  });
});
