import {
  type AwardClaimDefaults,
  type AwardClaimInput,
  awardClaimInputSchema,
  isOfAgeOn,
} from '@repasse/core/contract/awards';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { convertingResolver } from '../../shared/forms/converting-resolver.ts';

/** The claim form as typed; the body adds the tier and turns an empty complement into null. */
export type ClaimFormValues = {
  recipientName: string;
  recipientDocument: string;
  recipientBirthDate: string;
  phone: string;
  postalCode: string;
  address: string;
  number: string;
  complement: string;
  city: string;
  state: string;
  confirmed: boolean;
};

/** What the form hands the claim call once the contract accepted it. */
export type ClaimBody = z.output<typeof awardClaimInputSchema>;

export const claimFields = [
  'recipientName',
  'recipientDocument',
  'recipientBirthDate',
  'phone',
  'postalCode',
  'address',
  'number',
  'complement',
  'city',
  'state',
  'confirmed',
] as const satisfies readonly (keyof ClaimFormValues)[];

/** The form starts from the seller's own details; the confirmation is always theirs to tick. */
export const claimFormFrom = (defaults: AwardClaimDefaults): ClaimFormValues => ({
  recipientName: defaults.recipientName,
  recipientDocument: defaults.recipientDocument,
  recipientBirthDate: defaults.recipientBirthDate,
  phone: defaults.phone,
  postalCode: defaults.postalCode,
  address: defaults.address,
  number: defaults.number,
  complement: defaults.complement ?? '',
  city: defaults.city,
  state: defaults.state,
  confirmed: false,
});

export const toClaimBody = (tierId: string, values: ClaimFormValues): AwardClaimInput => ({
  tierId,
  ...values,
  complement: values.complement.trim() || null,
  confirmed: values.confirmed as true,
});

/** Today's date where the browser is, `YYYY-MM-DD`: a first check, the server checks again. */
export const localToday = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The contract's schema, the one the server runs, then the age of majority on the browser's day
 * so the seller hears of a minor recipient before sending (the server decides on its own clock).
 */
export function claimResolver(
  tierId: string,
  today: () => string = () => localToday(),
): Resolver<ClaimFormValues, unknown, ClaimBody> {
  const base = convertingResolver(awardClaimInputSchema, (values: ClaimFormValues) => ({
    body: toClaimBody(tierId, values),
    unreadable: [],
  }));
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const birth = values.recipientBirthDate;
    if (result.errors.recipientBirthDate || isOfAgeOn(birth, today())) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        recipientBirthDate: { type: 'custom', message: 'errors.awards.recipient_minor' },
      },
    };
  };
}
