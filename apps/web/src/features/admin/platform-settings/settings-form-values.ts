import type { PlatformSettingsBody } from '@repasse/core/contract/fees';
import {
  type PlatformSettings,
  platformSettingsSchema,
} from '@repasse/core/fees/platform-settings';
import type { Locale } from '@repasse/core/i18n/locale';
import type { Resolver } from 'react-hook-form';
import { amountReader, convertingResolver } from '../../../shared/forms/converting-resolver.ts';
import {
  centsToText,
  percentageFromText,
  percentageToText,
} from '../../../shared/forms/decimal-text.ts';

/** Amounts are text in R$ as typed; reserve days come from a number input ('' when empty). */
export type PlatformSettingsFormValues = {
  instalmentFeePayer: string;
  reserveDays: number | string;
  minimumCharge: string;
  maximumCharge: string;
  withdrawalMinimum: string;
  withdrawalMaximum: string;
  recoveryPrices: { sms: string; whatsapp: string; email: string };
  recoveryTopUpMinimum: string;
  recoveryTopUpMaximum: string;
  /** Hours from number inputs ('' when empty). */
  recoveryQuietHours: { start: number | string; end: number | string };
  recoveryAttributionDays: number | string;
  /** The referrer's share of the platform fee, as typed ("10", "12,5"). */
  referralPercentage: string;
  referralMonths: number | string;
};

/** A number input's value; null (not undefined) so that the schema's default never fills it. */
const wholeNumber = (value: number | string) => (value === '' ? null : Number(value));

export function settingsToForm(
  settings: PlatformSettings,
  locale: Locale,
): PlatformSettingsFormValues {
  const money = (cents: number) => centsToText(cents, locale);
  return {
    instalmentFeePayer: settings.instalmentFeePayer,
    reserveDays: settings.reserveDays,
    minimumCharge: money(settings.minimumCharge),
    maximumCharge: money(settings.maximumCharge),
    withdrawalMinimum: money(settings.withdrawalMinimum),
    withdrawalMaximum: money(settings.withdrawalMaximum),
    recoveryPrices: {
      sms: money(settings.recoveryPrices.sms),
      whatsapp: money(settings.recoveryPrices.whatsapp),
      email: money(settings.recoveryPrices.email),
    },
    recoveryTopUpMinimum: money(settings.recoveryTopUpMinimum),
    recoveryTopUpMaximum: money(settings.recoveryTopUpMaximum),
    recoveryQuietHours: {
      start: settings.recoveryQuietHours.start,
      end: settings.recoveryQuietHours.end,
    },
    recoveryAttributionDays: settings.recoveryAttributionDays,
    referralPercentage: percentageToText(settings.referralPercentage, locale),
    referralMonths: settings.referralMonths,
  };
}

export function formToSettingsBody(values: PlatformSettingsFormValues) {
  const amounts = amountReader();
  const body = {
    instalmentFeePayer: values.instalmentFeePayer || undefined,
    reserveDays: values.reserveDays === '' ? undefined : Number(values.reserveDays),
    minimumCharge: amounts.cents('minimumCharge', values.minimumCharge),
    maximumCharge: amounts.cents('maximumCharge', values.maximumCharge),
    withdrawalMinimum: amounts.cents('withdrawalMinimum', values.withdrawalMinimum),
    withdrawalMaximum: amounts.cents('withdrawalMaximum', values.withdrawalMaximum),
    recoveryPrices: {
      sms: amounts.cents('recoveryPrices.sms', values.recoveryPrices.sms),
      whatsapp: amounts.cents('recoveryPrices.whatsapp', values.recoveryPrices.whatsapp),
      email: amounts.cents('recoveryPrices.email', values.recoveryPrices.email),
    },
    // null, not undefined: the schema's default (for settings saved before the limits existed)
    // must not quietly fill a field the admin emptied.
    recoveryTopUpMinimum:
      amounts.cents('recoveryTopUpMinimum', values.recoveryTopUpMinimum) ?? null,
    recoveryTopUpMaximum:
      amounts.cents('recoveryTopUpMaximum', values.recoveryTopUpMaximum) ?? null,
    // Always sent: a setting left out of the body would go back to its default on every save.
    recoveryQuietHours: {
      start: wholeNumber(values.recoveryQuietHours.start),
      end: wholeNumber(values.recoveryQuietHours.end),
    },
    recoveryAttributionDays: wholeNumber(values.recoveryAttributionDays),
    // Always sent, for the same reason: '' is refused rather than read as the default.
    referralPercentage: percentageFromText(values.referralPercentage),
    referralMonths: wholeNumber(values.referralMonths),
  };
  return { body, unreadable: amounts.unreadable };
}

/** Client validation with the shared platformSettingsSchema, the one the server runs. */
export const platformSettingsResolver: Resolver<
  PlatformSettingsFormValues,
  unknown,
  PlatformSettingsBody
> = convertingResolver(platformSettingsSchema, formToSettingsBody);

export const settingsFieldPaths = [
  'instalmentFeePayer',
  'reserveDays',
  'minimumCharge',
  'maximumCharge',
  'withdrawalMinimum',
  'withdrawalMaximum',
  'recoveryPrices.sms',
  'recoveryPrices.whatsapp',
  'recoveryPrices.email',
  'recoveryTopUpMinimum',
  'recoveryTopUpMaximum',
  'recoveryQuietHours.start',
  'recoveryQuietHours.end',
  'recoveryAttributionDays',
  'referralPercentage',
  'referralMonths',
] as const;
