import {
  type PayoutProvider,
  type PayoutProviderInput,
  payoutProviderInputSchema,
} from '@repasse/core/contract/payout-providers';
import type { Locale } from '@repasse/core/i18n/locale';
import type { Resolver } from 'react-hook-form';
import { amountReader, convertingResolver } from '../../../shared/forms/converting-resolver.ts';
import {
  centsToText,
  percentageFromText,
  percentageToText,
} from '../../../shared/forms/decimal-text.ts';

/** A write-only token: a new value, or the order to erase the stored one. */
export type TokenField = { value: string; clear: boolean };

export type ProviderFormValues = {
  name: string;
  kind: string;
  apiUrl: string;
  tokens: [TokenField, TokenField, TokenField];
  fixedFee: string;
  percentageFee: string;
  active: boolean;
};

const emptyTokens = (): ProviderFormValues['tokens'] => [
  { value: '', clear: false },
  { value: '', clear: false },
  { value: '', clear: false },
];

export const newProviderForm = (): ProviderFormValues => ({
  name: '',
  kind: 'asaas',
  apiUrl: '',
  tokens: emptyTokens(),
  fixedFee: '',
  percentageFee: '',
  active: true,
});

/** Stored tokens never come back: their fields start empty, which keeps them. */
export const providerToForm = (provider: PayoutProvider, locale: Locale): ProviderFormValues => ({
  name: provider.name,
  kind: provider.kind,
  apiUrl: provider.apiUrl ?? '',
  tokens: emptyTokens(),
  fixedFee: centsToText(provider.fixedFee, locale),
  percentageFee: percentageToText(provider.percentageFee, locale),
  active: provider.active,
});

/** Empty keeps (null), "clear" erases (''), anything typed replaces. */
export const tokenToBody = ({ value, clear }: TokenField): string | null =>
  clear ? '' : value.trim() ? value.trim() : null;

export function formToProviderBody(values: ProviderFormValues) {
  const amounts = amountReader();
  const body = {
    name: values.name,
    kind: values.kind || undefined,
    apiUrl: values.apiUrl,
    tokens: values.tokens.map(tokenToBody),
    fixedFee: amounts.cents('fixedFee', values.fixedFee),
    percentageFee: percentageFromText(values.percentageFee),
    active: values.active,
  };
  return { body, unreadable: amounts.unreadable };
}

/** Client validation with the contract's schema, the one the server runs. */
export const providerResolver: Resolver<ProviderFormValues, unknown, PayoutProviderInput> =
  convertingResolver(payoutProviderInputSchema, formToProviderBody) as Resolver<
    ProviderFormValues,
    unknown,
    PayoutProviderInput
  >;

export const providerFieldPaths = [
  'name',
  'kind',
  'apiUrl',
  'fixedFee',
  'percentageFee',
  'active',
] as const;
