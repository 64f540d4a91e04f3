import {
  type AwardKind,
  type AwardTier,
  awardTierInputSchema,
} from '@repasse/core/contract/awards';
import type { Locale } from '@repasse/core/i18n/locale';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { amountReader, convertingResolver } from '../../../shared/forms/converting-resolver.ts';
import { centsToText } from '../../../shared/forms/decimal-text.ts';

/** The threshold is text as typed ("100.000,00"); the rest mirrors the request body. */
export type TierFormValues = {
  name: string;
  threshold: string;
  kind: AwardKind;
  description: string;
  active: boolean;
};

export type TierBody = z.output<typeof awardTierInputSchema>;

export const tierFields = ['name', 'threshold', 'kind', 'description', 'active'] as const;

export const newTierForm: TierFormValues = {
  name: '',
  threshold: '',
  kind: 'physical',
  description: '',
  active: true,
};

export const tierToForm = (tier: AwardTier, locale: Locale): TierFormValues => ({
  name: tier.name,
  threshold: centsToText(tier.threshold, locale),
  kind: tier.kind,
  description: tier.description ?? '',
  active: tier.active,
});

export function formToTierBody(values: TierFormValues) {
  const amounts = amountReader();
  const body = {
    name: values.name,
    threshold: amounts.cents('threshold', values.threshold),
    kind: values.kind,
    description: values.description.trim() || null,
    active: values.active,
  };
  return { body, unreadable: amounts.unreadable };
}

/** Client validation with the contract's schema, the one the server runs. */
export const tierResolver: Resolver<TierFormValues, unknown, TierBody> = convertingResolver(
  awardTierInputSchema,
  formToTierBody,
) as Resolver<TierFormValues, unknown, TierBody>;
