import { cardInputSchema, parseCardExpiry } from '@repasse/core/cards/card-input';
import { customerInputSchema } from '@repasse/core/contract/customer';
import type { RecoveryLink } from '@repasse/core/contract/recovery-outreach';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { CheckoutSubmission } from './api/checkout.ts';

/** What the buyer types; the card fields count only when paying by card. */
export type CheckoutValues = {
  name: string;
  email: string;
  document: string;
  phone: string;
  method: PaymentMethod;
  instalments: string;
  number: string;
  holderName: string;
  expiry: string;
  cvv: string;
};

export const emptyCheckoutValues = (method: PaymentMethod): CheckoutValues => ({
  name: '',
  email: '',
  document: '',
  phone: '',
  method,
  instalments: '1',
  number: '',
  holderName: '',
  expiry: '',
  cvv: '',
});

/** The form of a checkout reopened from a recovery message: the buyer as they filled it before. */
export const recoveredCheckoutValues = (
  buyer: RecoveryLink['buyer'],
  method: PaymentMethod,
): CheckoutValues => ({
  ...emptyCheckoutValues(method),
  name: buyer.name,
  email: buyer.email ?? '',
  document: buyer.document ?? '',
  phone: buyer.phone ?? '',
});

/**
 * Checks the buyer with the server's customer schema and the card with the shared card schema
 * (expiry as of now), and builds the charge request the server validates again.
 */
export const checkoutResolver =
  (now: () => Date): Resolver<CheckoutValues, unknown, CheckoutSubmission> =>
  async (values) => {
    const errors: FieldErrors<CheckoutValues> = {};
    const customer = customerInputSchema.safeParse({
      name: values.name,
      email: values.email,
      document: values.document,
      phone: values.phone.trim() || null,
    });
    if (!customer.success) {
      for (const issue of customer.error.issues) {
        const field = String(issue.path[0]) as keyof CheckoutValues;
        errors[field] ??= { type: issue.code, message: issue.message };
      }
    }
    let card: CheckoutSubmission['card'];
    if (values.method === 'card') {
      const parsed = cardInputSchema(now()).safeParse({
        number: values.number,
        holderName: values.holderName,
        expiry: values.expiry,
        cvv: values.cvv,
      });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          const field = String(issue.path[0]) as keyof CheckoutValues;
          errors[field] ??= { type: issue.code, message: issue.message };
        }
      } else {
        const expiry = parseCardExpiry(parsed.data.expiry);
        if (expiry) {
          card = {
            number: parsed.data.number,
            holderName: parsed.data.holderName,
            cvv: parsed.data.cvv,
            ...expiry,
          };
        }
      }
    }
    if (Object.keys(errors).length > 0 || !customer.success) return { values: {}, errors };
    return {
      values: {
        method: values.method,
        instalments: values.method === 'card' ? Number(values.instalments) : 1,
        customer: customer.data,
        ...(card ? { card } : {}),
      },
      errors: {},
    };
  };
