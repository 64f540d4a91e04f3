import type { OutboxPush } from '@repasse/core/contract/notifications';
import type { TFunction } from '../../../shared/i18n/texts.ts';

/** "Android ···abcd": the platform and the end of the push token, as the phone app sent it. */
export const pushTarget = (t: TFunction, push: OutboxPush) =>
  t('pushOutbox.target', {
    platform: t(`pushOutbox.platforms.${push.platform}`, { defaultValue: push.platform }),
    last4: push.tokenLast4,
  });

/** The event's name as Settings → Notifications calls it. */
export const pushEvent = (t: TFunction, push: OutboxPush) =>
  t(`settings.notifications.events.${push.event}`, { defaultValue: push.event });
