import { z } from 'zod';
import { centsSchema, feeCentsSchema } from '../money/cents.ts';
import { amountLimits, boundedCents } from '../money/limits.ts';
import { percentageField } from '../money/percentage.ts';
import { daysSchema } from './fee-profile.ts';

export const instalmentFeePayers = ['buyer', 'seller'] as const;
export type InstalmentFeePayer = (typeof instalmentFeePayers)[number];

const positiveCents = centsSchema.min(1, 'validation.invalid');
const hourSchema = z
  .number({ error: 'validation.invalid' })
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(24, 'validation.invalid');

export const platformSettingsSchema = z
  .object({
    instalmentFeePayer: z.enum(instalmentFeePayers, { error: 'validation.required' }),
    reserveDays: daysSchema,
    minimumCharge: positiveCents,
    /** Settings saved before the maximum existed read as the default of docs/money.md §3. */
    maximumCharge: positiveCents.default(100_000_000),
    withdrawalMinimum: positiveCents,
    withdrawalMaximum: positiveCents,
    recoveryPrices: z.object({
      sms: feeCentsSchema,
      whatsapp: feeCentsSchema,
      email: feeCentsSchema,
    }),
    /** Settings saved before the top-up limits existed read as the defaults below. */
    recoveryTopUpMinimum: boundedCents(amountLimits.topUp, 1).default(2_000),
    recoveryTopUpMaximum: boundedCents(amountLimits.topUp, 1).default(500_000),
    /**
     * Outreach is sent only from `start` to `end` o'clock, São Paulo time (LGPD and common
     * courtesy); what falls outside waits for the next start.
     */
    recoveryQuietHours: z
      .object({ start: hourSchema, end: hourSchema })
      .default({ start: 9, end: 21 }),
    /** A payment this many days after a buyer's last message counts as recovered by it. */
    recoveryAttributionDays: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(30, 'validation.invalid')
      .default(7),
    /** The referrer's share of the seller's fee F on each sale of a seller they referred. */
    referralPercentage: percentageField('50').default('10'),
    /** For how many months from the referred seller's registration their sales pay the referrer. */
    referralMonths: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(60, 'validation.invalid')
      .default(12),
  })
  .refine((s) => s.withdrawalMinimum <= s.withdrawalMaximum, {
    error: 'validation.maxBelowMin',
    path: ['withdrawalMaximum'],
  })
  .refine((s) => s.minimumCharge <= s.maximumCharge, {
    error: 'validation.maxBelowMin',
    path: ['maximumCharge'],
  })
  .refine((s) => s.recoveryTopUpMinimum <= s.recoveryTopUpMaximum, {
    error: 'validation.maxBelowMin',
    path: ['recoveryTopUpMaximum'],
  })
  .refine((s) => s.recoveryQuietHours.start < s.recoveryQuietHours.end, {
    error: 'validation.hoursOrder',
    path: ['recoveryQuietHours', 'end'],
  });
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

/**
 * Recovery prices sit a little above what providers charge in Brazil per message: an SMS costs
 * around R$ 0,10, a WhatsApp marketing conversation around R$ 0,35, an email a fraction of a
 * centavo.
 */
export const defaultPlatformSettings: PlatformSettings = {
  instalmentFeePayer: 'buyer',
  reserveDays: 30,
  minimumCharge: 500,
  maximumCharge: 100_000_000,
  withdrawalMinimum: 5000,
  withdrawalMaximum: 1_000_000,
  recoveryPrices: { sms: 12, whatsapp: 45, email: 1 },
  recoveryTopUpMinimum: 2_000,
  recoveryTopUpMaximum: 500_000,
  recoveryQuietHours: { start: 9, end: 21 },
  recoveryAttributionDays: 7,
  // About 0.5 % of the referred seller's volume at the default card fee, as referral programmes
  // of the market pay.
  referralPercentage: '10',
  referralMonths: 12,
};
