import type { FeeProfileBody } from '@repasse/core/contract/fees';
import {
  type FeeProfile,
  feeProfileSchema,
  type paymentMethods,
} from '@repasse/core/fees/fee-profile';
import type { Locale } from '@repasse/core/i18n/locale';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { amountReader, convertingResolver } from '../../../shared/forms/converting-resolver.ts';
import {
  centsToText,
  percentageFromText,
  percentageToText,
} from '../../../shared/forms/decimal-text.ts';

type PerMethod<T> = { pix: T; boleto: T; card: T };
type MethodFeeText = { percentage: string; fixed: string };

/**
 * The form mirrors the request body field by field, so schema and server errors (dotted keys such
 * as `card.percentage` or `instalmentFees.2`) land on the right input. Amounts and percentages
 * are text as typed; release days come from number inputs ('' when empty).
 */
export type FeeProfileFormValues = {
  uniqueId: string;
  referenceCode: string;
  pix: MethodFeeText;
  boleto: MethodFeeText;
  card: MethodFeeText;
  instalmentFees: string[];
  withdrawalFee: string;
  retention: PerMethod<string>;
  anticipationFee: string;
  releaseDays: PerMethod<number | string>;
};

const perMethod = <T, R>(values: PerMethod<T>, map: (value: T) => R): PerMethod<R> => ({
  pix: map(values.pix),
  boleto: map(values.boleto),
  card: map(values.card),
});

export function feeProfileToForm(profile: FeeProfile, locale: Locale): FeeProfileFormValues {
  const pct = (p: string) => percentageToText(p, locale);
  const methodFee = ({ percentage, fixed }: FeeProfile['pix']) => ({
    percentage: pct(percentage),
    fixed: centsToText(fixed, locale),
  });
  return {
    uniqueId: profile.uniqueId,
    referenceCode: profile.referenceCode ?? '',
    pix: methodFee(profile.pix),
    boleto: methodFee(profile.boleto),
    card: methodFee(profile.card),
    instalmentFees: profile.instalmentFees.map(pct),
    withdrawalFee: centsToText(profile.withdrawalFee, locale),
    retention: perMethod(profile.retention, pct),
    anticipationFee: pct(profile.anticipationFee),
    releaseDays: { ...profile.releaseDays },
  };
}

/** A new profile starts from another one's values (the platform default), without its ids. */
export const newProfileForm = (template: FeeProfile, locale: Locale): FeeProfileFormValues => ({
  ...feeProfileToForm(template, locale),
  uniqueId: '',
  referenceCode: '',
});

const days = (value: number | string) => (value === '' ? undefined : Number(value));

export function formToFeeProfileBody(values: FeeProfileFormValues) {
  const amounts = amountReader();
  const methodFee = (method: (typeof paymentMethods)[number]) => ({
    percentage: percentageFromText(values[method].percentage),
    fixed: amounts.cents(`${method}.fixed`, values[method].fixed),
  });
  const body = {
    uniqueId: values.uniqueId,
    referenceCode: values.referenceCode.trim() || null,
    pix: methodFee('pix'),
    boleto: methodFee('boleto'),
    card: methodFee('card'),
    instalmentFees: values.instalmentFees.map(percentageFromText),
    withdrawalFee: amounts.cents('withdrawalFee', values.withdrawalFee),
    retention: perMethod(values.retention, percentageFromText),
    anticipationFee: percentageFromText(values.anticipationFee),
    releaseDays: perMethod(values.releaseDays, days),
  };
  return { body, unreadable: amounts.unreadable };
}

/** The form object the fieldsets share. */
export type FeeProfileFormApi = UseFormReturn<FeeProfileFormValues, unknown, FeeProfileBody>;

/** Client validation with the shared feeProfileSchema, the one the server runs. */
export const feeProfileResolver: Resolver<FeeProfileFormValues, unknown, FeeProfileBody> =
  convertingResolver(feeProfileSchema, formToFeeProfileBody);

/** Every field path of the form, to place the server's field errors. */
export function fieldPaths(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      fieldPaths(inner, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [prefix];
}
