import { z } from 'zod';
import {
  messagingProviderKinds,
  recoveryEvents,
  recoveryMessageStatuses,
  recoveryRunStatuses,
  recoveryStopReasons,
} from '../states/recovery.ts';
import { checkoutAffiliateSchema } from './affiliates.ts';
import { optionalText, requiredText } from './common.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';
import { recoveryChannels } from './recovery.ts';

/*
 * Smart recovery's outreach (issue 16, docs/decisions/0021-recovery-outreach.md): each seller's
 * sequences, the runs they make for buyers who did not pay, the messages sent, leads from the
 * hosted checkout, the recovery link and the opt-out, the figures, and the admin's providers.
 */

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date');
const recoveryEvent = z.enum(recoveryEvents, { error: 'validation.invalid' });
const recoveryChannel = z.enum(recoveryChannels, { error: 'validation.invalid' });

/** The variables a template may use, each written `{name}`. */
export const recoveryTemplateVariables = [
  'first_name',
  'product',
  'amount',
  'link',
  'seller',
] as const;
export type RecoveryTemplateVariable = (typeof recoveryTemplateVariables)[number];

/** Longest wait a step may have after the event: 30 days. */
export const recoveryMaxDelayMinutes = 30 * 24 * 60;
export const recoveryMaxSteps = 5;
/** An SMS of three segments; emails and WhatsApp take the same limit, so one text fits all. */
export const recoveryTemplateMaxLength = 480;

const templateText = requiredText(recoveryTemplateMaxLength).refine(
  (text) =>
    [...text.matchAll(/\{([a-z_]+)\}/g)].every((match) =>
      (recoveryTemplateVariables as readonly string[]).includes(match[1] as string),
    ),
  'validation.templateVariable',
);

export const recoveryStepSchema = z
  .object({
    channel: recoveryChannel,
    delayMinutes: z
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(0, 'validation.invalid')
      .max(recoveryMaxDelayMinutes, 'validation.tooLong'),
    templates: z.object({ en: templateText, 'pt-BR': templateText }),
  })
  .meta({ id: 'RecoveryStep' });
export type RecoveryStep = z.infer<typeof recoveryStepSchema>;

/** `PUT /web/recovery/sequences/:event`: steps in the order they are sent, delays increasing. */
export const recoverySequenceInputSchema = z
  .object({
    enabled: z.boolean({ error: 'validation.invalid' }),
    steps: z
      .array(recoveryStepSchema, { error: 'validation.invalid' })
      .min(1, 'validation.required')
      .max(recoveryMaxSteps, 'validation.tooLong'),
  })
  .superRefine((value, ctx) => {
    value.steps.forEach((step, index) => {
      const previous = value.steps[index - 1];
      if (previous && step.delayMinutes <= previous.delayMinutes)
        ctx.addIssue({
          code: 'custom',
          path: ['steps', index, 'delayMinutes'],
          message: 'validation.stepOrder',
        });
    });
  })
  .meta({ id: 'RecoverySequenceRequest' });
export type RecoverySequenceInput = z.input<typeof recoverySequenceInputSchema>;

export const recoverySequenceSchema = z
  .object({
    event: z.enum(recoveryEvents),
    enabled: z.boolean(),
    steps: z.array(recoveryStepSchema),
    /** Never saved by the seller: the platform's defaults, ready to switch on. */
    isDefault: z.boolean(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'RecoverySequence' });
export type RecoverySequence = z.infer<typeof recoverySequenceSchema>;

export const recoverySequencesSchema = z.object({ items: z.array(recoverySequenceSchema) });
export type RecoverySequences = z.infer<typeof recoverySequencesSchema>;

export const recoveryEventParamsSchema = z.object({ event: recoveryEvent });

const dayRange = {
  from: isoDay.optional(),
  to: isoDay.optional(),
};
const datesInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;

/** A message as its seller (and the admin's log) sees it. */
export const recoveryMessageSchema = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string(),
    livemode: z.boolean(),
    event: z.enum(recoveryEvents),
    step: z.number().int(),
    channel: z.enum(recoveryChannels),
    recipient: z.string(),
    subject: z.string().nullable(),
    body: z.string(),
    status: z.enum(recoveryMessageStatuses),
    price: z.number().int(),
    refunded: z.boolean(),
    error: z.string().nullable(),
    sentAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    readAt: z.string().nullable(),
    clickedAt: z.string().nullable(),
    runId: z.string().uuid(),
    buyerName: z.string(),
    productName: z.string(),
    /** The sale this message won, once attributed. */
    recoveredChargeId: z.string().uuid().nullable(),
  })
  .meta({ id: 'RecoveryMessage' });
export type RecoveryMessage = z.infer<typeof recoveryMessageSchema>;

export const recoveryMessagesQuerySchema = pageQuerySchema
  .extend({
    ...dayRange,
    status: z.enum(recoveryMessageStatuses, { error: 'validation.invalid' }).optional(),
    channel: recoveryChannel.optional(),
    event: recoveryEvent.optional(),
    runId: z.string().uuid('validation.invalid').optional(),
  })
  .refine(datesInOrder, { path: ['to'], message: 'validation.dateOrder' });
export type RecoveryMessagesQuery = z.infer<typeof recoveryMessagesQuerySchema>;
export const recoveryMessagePageSchema = pageOf(recoveryMessageSchema);
export type RecoveryMessagePage = z.infer<typeof recoveryMessagePageSchema>;

/** The admin's messages log: every seller's, with whose. */
export const adminRecoveryMessageSchema = recoveryMessageSchema
  .extend({ sellerId: z.string().uuid(), sellerName: z.string() })
  .meta({ id: 'AdminRecoveryMessage' });
export const adminRecoveryMessagesQuerySchema = pageQuerySchema
  .extend({
    ...dayRange,
    status: z.enum(recoveryMessageStatuses, { error: 'validation.invalid' }).optional(),
    channel: recoveryChannel.optional(),
    sellerId: z.string().uuid('validation.invalid').optional(),
  })
  .refine(datesInOrder, { path: ['to'], message: 'validation.dateOrder' });
export type AdminRecoveryMessagesQuery = z.infer<typeof adminRecoveryMessagesQuerySchema>;
export const adminRecoveryMessagePageSchema = pageOf(adminRecoveryMessageSchema);
export type AdminRecoveryMessagePage = z.infer<typeof adminRecoveryMessagePageSchema>;

/**
 * A run: one buyer going through one sequence. For an abandoned checkout it is the report's row
 * (the buyer's contact, the product, and the link that reopens the checkout prefilled).
 */
export const recoveryRunSchema = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string(),
    livemode: z.boolean(),
    event: z.enum(recoveryEvents),
    status: z.enum(recoveryRunStatuses),
    stopReason: z.enum(recoveryStopReasons).nullable(),
    buyerName: z.string(),
    buyerEmail: z.string().nullable(),
    buyerPhone: z.string().nullable(),
    productId: z.string().uuid(),
    productName: z.string(),
    amount: z.number().int(),
    chargeId: z.string().uuid().nullable(),
    messagesSent: z.number().int(),
    nextStep: z.number().int().nullable(),
    nextAt: z.string().nullable(),
    /** The checkout reopened for this buyer (the latest message's recovery link), or null. */
    recoveryUrl: z.string().nullable(),
    recoveredChargeId: z.string().uuid().nullable(),
    recoveredAmount: z.number().int().nullable(),
  })
  .meta({ id: 'RecoveryRun' });
export type RecoveryRun = z.infer<typeof recoveryRunSchema>;

export const recoveryRunsQuerySchema = pageQuerySchema
  .extend({
    ...dayRange,
    event: recoveryEvent.optional(),
    status: z.enum(recoveryRunStatuses, { error: 'validation.invalid' }).optional(),
    recovered: z.enum(['true', 'false'], { error: 'validation.invalid' }).optional(),
  })
  .refine(datesInOrder, { path: ['to'], message: 'validation.dateOrder' });
export type RecoveryRunsQuery = z.infer<typeof recoveryRunsQuerySchema>;
export const recoveryRunPageSchema = pageOf(recoveryRunSchema);
export type RecoveryRunPage = z.infer<typeof recoveryRunPageSchema>;

/**
 * The abandonment report: buyers who filled the checkout's name and contact and left without a
 * charge, whether or not a sequence speaks to them, with the link that reopens their checkout
 * prefilled (for the seller to send them by hand).
 */
export const recoveryLeadSchema = z
  .object({
    id: z.string().uuid(),
    createdAt: z.string(),
    /** When the buyer last typed at the checkout. */
    lastSeenAt: z.string(),
    livemode: z.boolean(),
    buyerName: z.string(),
    buyerEmail: z.string().nullable(),
    buyerPhone: z.string().nullable(),
    productId: z.string().uuid(),
    productName: z.string(),
    amount: z.number().int(),
    /** The abandoned-checkout run that speaks to them, when the sequence is on. */
    runId: z.string().uuid().nullable(),
    checkoutUrl: z.string(),
  })
  .meta({ id: 'RecoveryLead' });
export type RecoveryLead = z.infer<typeof recoveryLeadSchema>;
export const recoveryLeadsQuerySchema = pageQuerySchema
  .extend(dayRange)
  .refine(datesInOrder, { path: ['to'], message: 'validation.dateOrder' });
export type RecoveryLeadsQuery = z.infer<typeof recoveryLeadsQuerySchema>;
export const recoveryLeadPageSchema = pageOf(recoveryLeadSchema);
export type RecoveryLeadPage = z.infer<typeof recoveryLeadPageSchema>;

export const recoverySummaryQuerySchema = z
  .object({ from: isoDay, to: isoDay })
  .refine(datesInOrder, { path: ['to'], message: 'validation.dateOrder' });
export type RecoverySummaryQuery = z.infer<typeof recoverySummaryQuerySchema>;

/** Outreach waiting for money: since when, and how many runs wait. */
export const recoveryPauseSchema = z.object({
  pausedSince: z.string().nullable(),
  waitingRuns: z.number().int(),
});
export type RecoveryPause = z.infer<typeof recoveryPauseSchema>;

/*
 * The hosted checkout's side.
 */

/**
 * `POST /web/public/products/:id/leads`: the buyer filled their name and a contact. Sent again as
 * they type (with the token answered the first time), it updates the same lead.
 */
export const checkoutLeadInputSchema = z
  .object({
    token: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.invalid')
      .optional(),
    name: requiredText(160),
    email: optionalText(254),
    phone: optionalText(20),
    locale: z.enum(['en', 'pt-BR'], { error: 'validation.invalid' }).default('pt-BR'),
    affiliate: checkoutAffiliateSchema.optional(),
  })
  .meta({ id: 'CheckoutLeadRequest' });
export type CheckoutLeadInput = z.input<typeof checkoutLeadInputSchema>;

export const recoveryTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'validation.invalid'),
});

/** The opt-out page: whose messages the buyer stops, and whether that is done. */
export const recoveryOptOutSchema = z
  .object({ sellerName: z.string(), optedOut: z.boolean() })
  .meta({ id: 'RecoveryOptOut' });
export type RecoveryOptOut = z.infer<typeof recoveryOptOutSchema>;

/*
 * The admin's providers for SMS and WhatsApp.
 */

/**
 * Tokens are write-only, as for payout providers: a new value replaces one, an empty string
 * clears it, null keeps it. Twilio: [auth token]; WhatsApp Cloud API: [access token, app secret,
 * verify token]; sandbox: [webhook secret] (optional).
 */
export const messagingProviderInputSchema = z
  .object({
    channel: z.enum(['sms', 'whatsapp'], { error: 'validation.required' }),
    kind: z.enum(messagingProviderKinds, { error: 'validation.required' }),
    name: requiredText(100),
    apiUrl: optionalText(300).refine(
      (value) => !value || /^https?:\/\/\S+$/.test(value),
      'validation.webhookUrl',
    ),
    settings: z
      .record(
        z.string().regex(/^[A-Za-z]{1,40}$/),
        z.string().trim().max(200, 'validation.tooLong'),
      )
      .refine((value) => Object.keys(value).length <= 10, 'validation.tooLong')
      .default({}),
    tokens: z
      .array(z.string().trim().max(500, 'validation.tooLong').nullable())
      .max(3, 'validation.tooLong')
      .default([]),
    active: z.boolean().default(true),
    isDefault: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    const fits =
      value.kind === 'sandbox' ||
      (value.kind === 'twilio' && value.channel === 'sms') ||
      (value.kind === 'whatsapp_cloud' && value.channel === 'whatsapp');
    if (!fits) ctx.addIssue({ code: 'custom', path: ['kind'], message: 'validation.invalid' });
  })
  .meta({ id: 'MessagingProviderRequest' });
export type MessagingProviderInput = z.input<typeof messagingProviderInputSchema>;
export type MessagingProviderBody = z.infer<typeof messagingProviderInputSchema>;

export const messagingProviderSchema = z
  .object({
    id: z.string().uuid(),
    channel: z.enum(['sms', 'whatsapp']),
    kind: z.enum(messagingProviderKinds),
    name: z.string(),
    apiUrl: z.string().nullable(),
    settings: z.record(z.string(), z.string()),
    /** Each token's last four characters, or null where none is set. */
    tokens: z.array(z.string().nullable()),
    active: z.boolean(),
    isDefault: z.boolean(),
    /** Where the provider posts statuses and replies: set it in the provider's console. */
    webhookUrl: z.string(),
  })
  .meta({ id: 'MessagingProvider' });
export type MessagingProvider = z.infer<typeof messagingProviderSchema>;
export const messagingProvidersListSchema = z.object({ items: z.array(messagingProviderSchema) });
export type MessagingProvidersList = z.infer<typeof messagingProvidersListSchema>;

export {
  type CheckoutLead,
  checkoutLeadSchema,
  type RecoveryLink,
  recoveryLinkSchema,
} from './checkout.ts';

export { type RecoverySummary, recoverySummarySchema } from './recovery-summary.ts';
