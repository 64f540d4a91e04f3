import { z } from 'zod';
import { optionalText } from '../contract/common.ts';
import { feeCentsSchema } from '../money/cents.ts';
import { isPercentage, percentageSchema, scaledPercentage } from '../money/percentage.ts';
import { maxInstalments } from './payment-methods.ts';

export { maxInstalments, type PaymentMethod, paymentMethods } from './payment-methods.ts';

const methodFeeSchema = z.object({ percentage: percentageSchema, fixed: feeCentsSchema });
export type MethodFee = z.infer<typeof methodFeeSchema>;

export const daysSchema = z
  .number({ error: 'validation.required' })
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(365, 'validation.invalid');

const perMethod = <T extends z.ZodType>(schema: T) =>
  z.object({ pix: schema, boleto: schema, card: schema });

export const uniqueIdSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(64, { error: 'validation.tooLong', abort: true })
  .regex(/^[A-Za-z0-9_-]+$/, 'validation.uniqueId');

export const feeProfileSchema = z.object({
  uniqueId: uniqueIdSchema,
  referenceCode: optionalText(100),
  pix: methodFeeSchema,
  boleto: methodFeeSchema,
  card: methodFeeSchema,
  /** Index 0 is 1 instalment, index 11 is 12. */
  instalmentFees: z
    .array(percentageSchema, { error: 'validation.required' })
    .length(maxInstalments, 'validation.invalid')
    // docs/money.md §3 charges no instalment fee on a single instalment; a non-zero entry would be ignored.
    .refine(([first]) => !isPercentage(first) || scaledPercentage(first) === 0n, {
      error: 'validation.instalmentOneFee',
      path: [0],
    }),
  withdrawalFee: feeCentsSchema,
  retention: perMethod(percentageSchema),
  /** Card only: percentage per 30 days anticipated. */
  anticipationFee: percentageSchema,
  releaseDays: perMethod(daysSchema),
});
export type FeeProfile = z.infer<typeof feeProfileSchema>;

const base32 = '0123456789abcdefghjkmnpqrstvwxyz';

/** A readable random id such as "fp_7k2m9x4q1c8z" (Crockford base32: no i, l, o, u). */
export function generateUniqueId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  // 256 is a multiple of 32, so masking keeps every character equally likely.
  return `fp_${Array.from(bytes, (byte) => base32[byte & 31]).join('')}`;
}

/**
 * Defaults close to what Brazilian gateways charge sellers: Pix is cheap and settles at once,
 * boleto adds a fixed cost per slip and clears in about two business days, card carries a fixed
 * fee for the acquirer's authorisation and settles on the acquirer's 30-day schedule. Instalment
 * fees follow the usual "parcelado com juros" table of roughly 2% a month (3x = 5.95%, as in
 * docs/money.md §4). The card reserve of 10% covers chargebacks.
 */
export const defaultFeeProfile: FeeProfile = {
  uniqueId: 'fp_default',
  referenceCode: null,
  pix: { percentage: '0.99', fixed: 0 },
  boleto: { percentage: '1.99', fixed: 200 },
  card: { percentage: '4.99', fixed: 100 },
  instalmentFees: [
    '0',
    '3.99',
    '5.95',
    '7.89',
    '9.79',
    '11.66',
    '13.49',
    '15.29',
    '17.05',
    '18.78',
    '20.47',
    '22.13',
  ],
  withdrawalFee: 367,
  retention: { pix: '0', boleto: '0', card: '10' },
  anticipationFee: '2.5',
  releaseDays: { pix: 0, boleto: 2, card: 30 },
};
