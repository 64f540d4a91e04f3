import { z } from 'zod';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** Body of `POST /web/register-device` (SPEC §7): the app's push token for this device. */
export const registerDeviceSchema = z
  .object({
    push_token: z.string().min(1).max(4096),
    platform: z.enum(['web', 'ios', 'android']),
    device_id: z.string().min(1).max(200),
    app_version: z.string().min(1).max(50),
  })
  .meta({ id: 'RegisterDevice' });
export type RegisterDevice = z.infer<typeof registerDeviceSchema>;

export const registerDeviceResultSchema = z
  /** False for an admin acting as the user: an impersonation session registers no device. */
  .object({ registered: z.boolean() })
  .meta({ id: 'RegisterDeviceResult' });
export type RegisterDeviceResult = z.infer<typeof registerDeviceResultSchema>;

/** Events a user can be notified of, each with a push and an email switch. */
export const notificationEvents = [
  'sale_approved',
  'withdrawal_completed',
  'withdrawal_failed',
  'document_reviewed',
  'award_reached',
  'recovery_balance_low',
] as const;
export const notificationEventSchema = z.enum(notificationEvents);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** Used for both GET and PUT `/web/notification-preferences`. No stored row = push on, email on. */
export const notificationPreferencesSchema = z
  .object({
    items: z
      .array(
        z.object({
          event: notificationEventSchema,
          push: z.boolean(),
          email: z.boolean(),
        }),
      )
      .max(notificationEvents.length),
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** A push of the local outbox (the sandbox provider records every push here; admins read it). */
export const outboxPushSchema = z
  .object({
    id: z.string().uuid(),
    userId: z.string().uuid(),
    deviceId: z.string().nullable(),
    tokenLast4: z.string(),
    platform: z.string(),
    event: z.string(),
    title: z.string(),
    body: z.string(),
    url: z.string().nullable(),
    status: z.string(),
    providerMessageId: z.string().nullable(),
    error: z.string().nullable(),
    attempts: z.number().int(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'OutboxPush' });
export type OutboxPush = z.infer<typeof outboxPushSchema>;

export const outboxPushesQuerySchema = pageQuerySchema;
export type OutboxPushesQuery = z.infer<typeof outboxPushesQuerySchema>;
export const outboxPushesPageSchema = pageOf(outboxPushSchema);
export type OutboxPushesPage = z.infer<typeof outboxPushesPageSchema>;

/**
 * Where a push rings on the phone: the server names the channel and sound in each message, the
 * app creates the Android channels and bundles the sounds under these names, so both read them
 * here. Approved sales have their own chime (Android res/raw and the iOS bundle); the rest use
 * the system sound.
 */
export const pushChannels = {
  sales: { androidChannelId: 'sales', androidSound: 'sale_chime', iosSound: 'sale_chime.wav' },
  default: { androidChannelId: 'default', androidSound: 'default', iosSound: 'default' },
} as const;
export type PushChannel = keyof typeof pushChannels;

export const pushChannelOf = (event: NotificationEvent): PushChannel =>
  event === 'sale_approved' ? 'sales' : 'default';
