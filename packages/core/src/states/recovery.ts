/*
 * Smart recovery's states (issue 16, docs/decisions/0021-recovery-outreach.md): what starts a
 * sequence, how a run of one ends, and what a message goes through.
 */

/** The channels outreach speaks through (also named by `contract/recovery.ts`). */
export const recoveryChannels = ['email', 'sms', 'whatsapp'] as const;
export type RecoveryChannel = (typeof recoveryChannels)[number];

/**
 * What starts a sequence: a buyer who filled the hosted checkout and did not pay, a Pix code or a
 * boleto generated and not paid, a card refused.
 */
export const recoveryEvents = [
  'abandoned_checkout',
  'pix_unpaid',
  'boleto_unpaid',
  'card_refused',
] as const;
export type RecoveryEvent = (typeof recoveryEvents)[number];

/**
 * A run of a sequence for one buyer: `active` while steps are due, `paused` while the recovery
 * balance cannot pay the next message (it resumes by itself after a top-up), then `completed`
 * (every step sent) or `stopped` with its reason.
 */
export const recoveryRunStatuses = ['active', 'paused', 'completed', 'stopped'] as const;
export type RecoveryRunStatus = (typeof recoveryRunStatuses)[number];

/**
 * Why a run stopped: the buyer paid, opted out, the seller switched the sequence off, the buyer
 * went on to a payment that has its own sequence (a lead whose Pix was generated), or the thing
 * to pay can no longer be paid (a boleto past its due date).
 */
export const recoveryStopReasons = [
  'paid',
  'opted_out',
  'disabled',
  'superseded',
  'expired',
] as const;
export type RecoveryStopReason = (typeof recoveryStopReasons)[number];

/**
 * A message: `queued` once written (and its price debited), `sent` when the provider accepted it,
 * then `delivered` and `read` as the provider reports; `failed` when the provider refused it (its
 * price is given back when it was never sent) or reported it undelivered.
 */
export const recoveryMessageStatuses = ['queued', 'sent', 'delivered', 'read', 'failed'] as const;
export type RecoveryMessageStatus = (typeof recoveryMessageStatuses)[number];

/** Providers an admin may configure for the phone channels (email goes through SMTP). */
export const messagingProviderKinds = ['sandbox', 'twilio', 'whatsapp_cloud'] as const;
export type MessagingProviderKind = (typeof messagingProviderKinds)[number];
