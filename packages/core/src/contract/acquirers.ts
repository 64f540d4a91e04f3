import { z } from 'zod';
import { feeCentsSchema } from '../money/cents.ts';
import { percentageSchema } from '../money/percentage.ts';
import { optionalText, requiredText } from './common.ts';

export const acquirerKinds = ['sandbox', 'pagarme'] as const;
export const acquirerMethods = ['pix', 'card', 'boleto', 'cashout'] as const;

const methodFee = z.object({ percentage: percentageSchema, fixed: feeCentsSchema });

/** Tokens are write-only, as for payout providers: a value replaces, '' clears, null keeps. */
export const acquirerInputSchema = z
  .object({
    name: requiredText(100),
    kind: z.enum(acquirerKinds, { error: 'validation.required' }),
    active: z.boolean().default(true),
    apiUrl: optionalText(300).refine(
      (value) => !value || /^https?:\/\/\S+$/.test(value),
      'validation.webhookUrl',
    ),
    tokens: z
      .array(z.string().trim().max(500, 'validation.tooLong').nullable())
      .max(6, 'validation.tooLong')
      .default([]),
    methods: z
      .array(z.enum(acquirerMethods, { error: 'validation.invalid' }))
      .min(1, 'validation.required'),
    retention: z.object({
      pix: percentageSchema,
      card: percentageSchema,
      boleto: percentageSchema,
    }),
    fees: z.object({
      pix: methodFee,
      boleto: methodFee,
      card: methodFee,
      instalments: z.array(percentageSchema).length(12, 'validation.invalid'),
    }),
    maxInstalments: z
      .number()
      .int()
      .min(1, 'validation.instalments')
      .max(12, 'validation.instalments'),
  })
  .meta({ id: 'AcquirerRequest' });
export type AcquirerInput = z.input<typeof acquirerInputSchema>;

export const acquirerSchema = z
  .object({
    id: z.string().uuid(),
    name: z.string(),
    kind: z.enum(acquirerKinds),
    active: z.boolean(),
    apiUrl: z.string().nullable(),
    tokens: z.array(z.string().nullable()),
    methods: z.array(z.enum(acquirerMethods)),
    retention: z.object({ pix: z.string(), card: z.string(), boleto: z.string() }),
    fees: z.object({
      pix: z.object({ percentage: z.string(), fixed: z.number().int() }),
      boleto: z.object({ percentage: z.string(), fixed: z.number().int() }),
      card: z.object({ percentage: z.string(), fixed: z.number().int() }),
      instalments: z.array(z.string()),
    }),
    maxInstalments: z.number().int(),
    webhookUrl: z.string(),
  })
  .meta({ id: 'Acquirer' });

/** Multi-acquiring: the ordered acquirer ids of each method. */
export const acquirerRoutingSchema = z
  .object({
    pix: z.array(z.string().uuid()),
    card: z.array(z.string().uuid()),
    boleto: z.array(z.string().uuid()),
  })
  .meta({ id: 'AcquirerRouting' });

export const paymentMethodsStateSchema = z
  .object({ pix: z.boolean(), card: z.boolean(), boleto: z.boolean() })
  .meta({ id: 'PaymentMethods' });

/** A user's acquirer per method: null is "default" (the routing list). */
export const customAcquirersSchema = z
  .object({
    pix: z.string().uuid().nullable(),
    card: z.string().uuid().nullable(),
    boleto: z.string().uuid().nullable(),
  })
  .meta({ id: 'CustomAcquirers' });
