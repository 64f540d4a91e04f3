import { z } from 'zod';
import { feeCentsSchema } from '../money/cents.ts';
import { percentageSchema } from '../money/percentage.ts';
import { optionalText, requiredText } from './common.ts';

export const payoutProviderKinds = ['sandbox', 'asaas'] as const;

/**
 * Tokens are write-only: send a new value to replace one, an empty string to clear it, or null
 * to keep what is stored. Answers carry only their last four characters.
 */
export const payoutProviderInputSchema = z
  .object({
    name: requiredText(100),
    kind: z.enum(payoutProviderKinds, { error: 'validation.required' }),
    apiUrl: optionalText(300).refine(
      (value) => !value || /^https?:\/\/\S+$/.test(value),
      'validation.webhookUrl',
    ),
    tokens: z
      .array(z.string().trim().max(500, 'validation.tooLong').nullable())
      .max(3, 'validation.tooLong')
      .default([]),
    fixedFee: feeCentsSchema,
    percentageFee: percentageSchema,
    active: z.boolean().default(true),
  })
  .meta({ id: 'PayoutProviderRequest' });
export type PayoutProviderInput = z.input<typeof payoutProviderInputSchema>;
/** The request as the server reads it, defaults applied. */
export type PayoutProviderBody = z.infer<typeof payoutProviderInputSchema>;

export const payoutProviderSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    kind: z.enum(payoutProviderKinds),
    apiUrl: z.string().nullable(),
    tokens: z.array(z.string().nullable()),
    fixedFee: z.number().int(),
    percentageFee: z.string(),
    active: z.boolean(),
    isDefault: z.boolean(),
    webhookUrl: z.string(),
  })
  .meta({ id: 'PayoutProvider' });
export type PayoutProvider = z.infer<typeof payoutProviderSchema>;

export const payoutProvidersListSchema = z.object({ items: z.array(payoutProviderSchema) });
export type PayoutProvidersList = z.infer<typeof payoutProvidersListSchema>;
