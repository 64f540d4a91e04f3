import {
  type Acquirer,
  type AcquirerBody,
  acquirerInputSchema,
  type acquirerMethods,
  type RoutedMethod,
} from '@repasse/core/contract/acquirers';
import type { Locale } from '@repasse/core/i18n/locale';
import type { Path, Resolver, UseFormReturn } from 'react-hook-form';
import { amountReader, convertingResolver } from '../../../shared/forms/converting-resolver.ts';
import {
  centsToText,
  percentageFromText,
  percentageToText,
} from '../../../shared/forms/decimal-text.ts';
import { fieldPaths } from '../fees/fee-form-values.ts';

export const tokenSlots = 6;
type MethodFeeText = { percentage: string; fixed: string };

/**
 * The form mirrors the request body (`fees.card.percentage`, `tokens.2`…) so schema and server
 * errors land on their inputs. Tokens are write-only: a slot's text replaces the stored token,
 * an empty slot keeps it, and `clearTokens` asks the server to drop it.
 */
export type AcquirerFormValues = {
  name: string;
  kind: string;
  active: boolean;
  apiUrl: string;
  tokens: string[];
  clearTokens: boolean[];
  methods: (typeof acquirerMethods)[number][];
  retention: Record<RoutedMethod, string>;
  fees: Record<RoutedMethod, MethodFeeText> & { instalments: string[] };
  maxInstalments: number | string;
};

const slots = <T>(value: T) => Array.from({ length: tokenSlots }, () => value);

export function acquirerToForm(acquirer: Acquirer, locale: Locale): AcquirerFormValues {
  const pct = (p: string) => percentageToText(p, locale);
  const fee = ({ percentage, fixed }: { percentage: string; fixed: number }) => ({
    percentage: pct(percentage),
    fixed: centsToText(fixed, locale),
  });
  return {
    name: acquirer.name,
    kind: acquirer.kind,
    active: acquirer.active,
    apiUrl: acquirer.apiUrl ?? '',
    tokens: slots(''),
    clearTokens: slots(false),
    methods: [...acquirer.methods],
    retention: {
      pix: pct(acquirer.retention.pix),
      card: pct(acquirer.retention.card),
      boleto: pct(acquirer.retention.boleto),
    },
    fees: {
      pix: fee(acquirer.fees.pix),
      card: fee(acquirer.fees.card),
      boleto: fee(acquirer.fees.boleto),
      instalments: Array.from({ length: 12 }, (_, i) => pct(acquirer.fees.instalments[i] ?? '0')),
    },
    maxInstalments: acquirer.maxInstalments,
  };
}

/** A new acquirer: active, no kind chosen yet, no fees, every instalment allowed. */
export function newAcquirerForm(locale: Locale): AcquirerFormValues {
  const zero = percentageToText('0', locale);
  const noFee = { percentage: zero, fixed: centsToText(0, locale) };
  return {
    name: '',
    kind: '',
    active: true,
    apiUrl: '',
    tokens: slots(''),
    clearTokens: slots(false),
    methods: [],
    retention: { pix: zero, card: zero, boleto: zero },
    fees: { pix: noFee, card: noFee, boleto: noFee, instalments: Array(12).fill(zero) },
    maxInstalments: 12,
  };
}

/** What the server takes for one token slot: '' clears, null keeps, text replaces. */
export function tokenForSlot(text: string | undefined, clear: boolean | undefined) {
  if (clear) return '';
  const value = (text ?? '').trim();
  return value === '' ? null : value;
}

export function formToAcquirerBody(values: AcquirerFormValues) {
  const amounts = amountReader();
  const fee = (method: RoutedMethod) => ({
    percentage: percentageFromText(values.fees[method].percentage),
    fixed: amounts.cents(`fees.${method}.fixed`, values.fees[method].fixed),
  });
  const body = {
    name: values.name,
    kind: values.kind === '' ? undefined : values.kind,
    active: values.active,
    apiUrl: values.apiUrl.trim() || null,
    tokens: Array.from({ length: tokenSlots }, (_, i) =>
      tokenForSlot(values.tokens[i], values.clearTokens[i]),
    ),
    methods: values.methods,
    retention: {
      pix: percentageFromText(values.retention.pix),
      card: percentageFromText(values.retention.card),
      boleto: percentageFromText(values.retention.boleto),
    },
    fees: {
      pix: fee('pix'),
      card: fee('card'),
      boleto: fee('boleto'),
      instalments: values.fees.instalments.map(percentageFromText),
    },
    maxInstalments: values.maxInstalments === '' ? undefined : Number(values.maxInstalments),
  };
  return { body, unreadable: amounts.unreadable };
}

export type AcquirerFormApi = UseFormReturn<AcquirerFormValues, unknown, AcquirerBody>;

/** Client validation with the schema the server runs. */
export const acquirerResolver: Resolver<AcquirerFormValues, unknown, AcquirerBody> =
  convertingResolver(acquirerInputSchema, formToAcquirerBody);

/** "••••1234" from the API becomes "•••• 1234"; a token of four characters or less stays "••••". */
export function maskedToken(lastFour: string): string {
  const visible = lastFour.replace(/^•+/, '');
  return visible ? `•••• ${visible}` : '••••';
}

/** Where the server's field errors may land: every input, plus the lists checked as a whole. */
export const acquirerFieldPaths = [
  ...fieldPaths(newAcquirerForm('en')),
  'methods',
  'tokens',
  'fees.instalments',
] as Path<AcquirerFormValues>[];
