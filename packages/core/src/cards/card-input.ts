import { z } from 'zod';
import { saoPauloDay } from '../calendar/business-days.ts';
import { requiredText } from '../contract/common.ts';
import { cardDigits } from './card-digits.ts';
import { isLuhnValid } from './luhn.ts';

const expiryPattern = /^(\d{2})\s*\/\s*(\d{2})$/;

/** "MM/YY" (spaces around the slash tolerated) as month and four-digit year. */
export function parseCardExpiry(expiry: string): { expMonth: number; expYear: number } | undefined {
  const match = expiryPattern.exec(expiry.trim());
  if (!match) return undefined;
  const expMonth = Number(match[1]);
  if (expMonth < 1 || expMonth > 12) return undefined;
  return { expMonth, expYear: 2000 + Number(match[2]) };
}

/** A card is good through the last day of its expiry month, São Paulo time. */
function isNotExpired(expiry: string, now: Date): boolean {
  const parsed = parseCardExpiry(expiry);
  if (!parsed) return false;
  const month = `${parsed.expYear}-${String(parsed.expMonth).padStart(2, '0')}`;
  return month >= saoPauloDay(now).slice(0, 7);
}

const required = { error: 'validation.required', abort: true } as const;

/** The card form, validated in the browser and again on the server; `now` decides expiry. */
export function cardInputSchema(now: Date) {
  return z.object({
    number: z
      .string({ error: 'validation.required' })
      .overwrite(cardDigits)
      .min(1, required)
      .regex(/^\d{12,19}$/, { error: 'validation.cardNumber', abort: true })
      .refine(isLuhnValid, 'validation.cardNumber'),
    // ISO/IEC 7813 embosses at most 26 characters of name.
    holderName: requiredText(26),
    expiry: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, required)
      .refine((expiry) => isNotExpired(expiry, now), 'validation.cardExpiry')
      .overwrite((expiry) => expiry.replace(/\s/g, '')),
    cvv: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, required)
      .regex(/^\d{3,4}$/, 'validation.cardCvv'),
  });
}
export type CardInput = z.infer<ReturnType<typeof cardInputSchema>>;

/** The last four digits, the only part of a number that may be stored or shown. */
export function lastFour(number: string): string {
  const digits = cardDigits(number);
  if (!/^\d{4,}$/.test(digits)) throw new RangeError('A card number has at least four digits');
  return digits.slice(-4);
}
