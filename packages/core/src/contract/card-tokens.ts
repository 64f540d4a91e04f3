import { z } from 'zod';
import { cardBrands } from '../cards/brand.ts';
import { isLuhnValid } from '../cards/luhn.ts';
import { requiredText } from './common.ts';

/** Card data as a seller's server or a browser sends it, once: straight into the vault. */
export const cardInputSchema = z.object({
  number: requiredText(23)
    .transform((value) => value.replace(/\D/g, ''))
    .refine((digits) => /^\d{12,19}$/.test(digits) && isLuhnValid(digits), 'validation.cardNumber'),
  holderName: requiredText(100),
  expMonth: z
    .number({ error: 'validation.cardExpiry' })
    .int()
    .min(1, 'validation.cardExpiry')
    .max(12, 'validation.cardExpiry'),
  expYear: z
    .number({ error: 'validation.cardExpiry' })
    .int()
    .min(2000, 'validation.cardExpiry')
    .max(2100, 'validation.cardExpiry'),
  cvv: requiredText(4).regex(/^\d{3,4}$/, 'validation.cardCvv'),
});

/** `tok_` and 24 characters of base62: what a browser or a seller's server holds instead of a card. */
export const cardTokenIdSchema = z
  .string({ error: 'validation.cardToken' })
  .regex(/^tok_[0-9A-Za-z]{24}$/, 'validation.cardToken');

/** Charging with a card token; strict, so a body mixing a token with card data is refused. */
export const cardTokenRefSchema = z.object({ token: cardTokenIdSchema }).strict();

export const createCardTokenSchema = z
  .object({ card: cardInputSchema })
  .meta({ id: 'CreateCardToken' });
export type CreateCardToken = z.input<typeof createCardTokenSchema>;

/** All of a card that may be shown, logged or sent on: never the number or the security code. */
export const cardSummarySchema = z.object({
  brand: z.enum(cardBrands),
  firstSix: z.string(),
  lastFour: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const cardTokenSchema = z
  .object({
    id: z.string(),
    object: z.literal('token'),
    type: z.literal('card'),
    livemode: z.boolean(),
    card: cardSummarySchema,
    used: z.boolean(),
    createdAt: z.string(),
    /** Single use, for 15 minutes. */
    expiresAt: z.string(),
  })
  .meta({ id: 'CardToken' });
export type CardToken = z.infer<typeof cardTokenSchema>;

/** Web origins a seller's pages tokenise cards from (CORS on /v1/tokens). */
export const cardTokenOriginSchema = z
  .string()
  .trim()
  .max(200, 'validation.tooLong')
  .transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'validation.origin' });
      return z.NEVER;
    }
    const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
    // Card fields travel only over TLS; plain http only for a developer's own machine.
    if (!bare || !(url.protocol === 'https:' || (url.protocol === 'http:' && local))) {
      ctx.addIssue({ code: 'custom', message: 'validation.origin' });
      return z.NEVER;
    }
    return url.origin;
  });

export const cardTokenOriginsSchema = z
  .object({
    origins: z
      .array(cardTokenOriginSchema)
      .max(10, 'validation.tooMany')
      .transform((list) => [...new Set(list)]),
  })
  .meta({ id: 'CardTokenOrigins' });
export type CardTokenOriginsInput = z.input<typeof cardTokenOriginsSchema>;

export const cardTokenOriginsResponseSchema = z
  .object({ origins: z.array(z.string()) })
  .meta({ id: 'CardTokenOriginList' });
export type CardTokenOrigins = z.infer<typeof cardTokenOriginsResponseSchema>;
