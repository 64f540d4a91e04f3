import { z } from 'zod';
import { feeCentsSchema } from '../money/cents.ts';
import { percentageSchema } from '../money/percentage.ts';
import { optionalText, requiredText } from './common.ts';

export const acquirerKinds = ['sandbox', 'pagarme'] as const;
export const acquirerMethods = ['pix', 'card', 'boleto', 'cashout'] as const;
/** The methods payments are routed by, in the order admins see and set them. */
export const routedMethods = ['pix', 'card', 'boleto'] as const;
export type RoutedMethod = (typeof routedMethods)[number];

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
/** The request as parsed: defaults applied. */
export type AcquirerBody = z.output<typeof acquirerInputSchema>;

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
export type Acquirer = z.infer<typeof acquirerSchema>;

export const acquirersListSchema = z.object({ items: z.array(acquirerSchema) });
export type AcquirersList = z.infer<typeof acquirersListSchema>;

/** Multi-acquiring: the ordered acquirer ids of each method. */
export const acquirerRoutingSchema = z
  .object({
    pix: z.array(z.string().uuid()),
    card: z.array(z.string().uuid()),
    boleto: z.array(z.string().uuid()),
  })
  .meta({ id: 'AcquirerRouting' });
export type AcquirerRouting = z.infer<typeof acquirerRoutingSchema>;

export const paymentMethodsStateSchema = z
  .object({ pix: z.boolean(), card: z.boolean(), boleto: z.boolean() })
  .meta({ id: 'PaymentMethods' });
export type PaymentMethodsState = z.infer<typeof paymentMethodsStateSchema>;

/** A user's acquirer per method: null is "default" (the routing list). */
export const customAcquirersSchema = z
  .object({
    pix: z.string().uuid().nullable(),
    card: z.string().uuid().nullable(),
    boleto: z.string().uuid().nullable(),
  })
  .meta({ id: 'CustomAcquirers' });
export type CustomAcquirers = z.infer<typeof customAcquirersSchema>;

/** The sandbox acquirer's Pix QR location (the BR Code's field 26-25) by its reference. */
export const pixLocationParamsSchema = z.object({ reference: z.string().min(1).max(100) });

/** The charge as the Pix API's `cob` payload, which a Pix location answers. */
export const pixLocationSchema = z.object({
  calendario: z.object({ criacao: z.string(), expiracao: z.number().int() }),
  txid: z.string(),
  revisao: z.number().int(),
  status: z.enum(['ATIVA', 'REMOVIDA_PELO_PSP', 'CONCLUIDA']),
  valor: z.object({ original: z.string() }),
  chave: z.string(),
});
export type PixLocation = z.infer<typeof pixLocationSchema>;
