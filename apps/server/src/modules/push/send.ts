import { pushChannelOf } from '@repasse/core/contract/notifications';
import { localeFromLanguage } from '@repasse/core/i18n/locale';
import type { FastifyInstance } from 'fastify';
import { createPushProvider } from '../../providers/push/create-push-provider.ts';
import { type PushProvider, PushRetryableError } from '../../providers/push/types.ts';
import { type PushJob, pushRetryLimit } from './notify.ts';
import { wants } from './preferences.ts';
import {
  devicesByIds,
  devicesOfUser,
  insertPushes,
  localeOfUser,
  pendingPushes,
  pruneDevice,
  updatePush,
} from './queries.ts';
import { pushText } from './texts.ts';

const providers = new WeakMap<FastifyInstance, PushProvider>();

/** One provider per app, so FCM's access token is reused across jobs until it expires. */
export function pushProviderOf(app: FastifyInstance): PushProvider {
  let provider = providers.get(app);
  if (!provider) {
    provider = createPushProvider(app.config.push);
    providers.set(app, provider);
  }
  return provider;
}

/** Some pushes of the occurrence failed in a way a later attempt may fix: the queue retries. */
export class PushesToRetry extends Error {
  override name = 'PushesToRetry';
}

/**
 * Job `push.send`: one push per device the user has, in the user's language, unless the user
 * switched the event off. Every push is written to the outbox first (the sandbox stops there);
 * a token the provider reports gone removes its device. Quota and provider outages leave the push
 * `retrying` and throw, so the queue tries again later with backoff; pushes already sent are not
 * sent again, and a push the provider asked to wait for (Retry-After) is not tried before then.
 * `retryCount` is the queue's count of earlier runs of this job: on its last run, what would be
 * retried is `failed` instead, so nothing stays `retrying` forever.
 */
export async function sendPushes(
  app: FastifyInstance,
  job: PushJob,
  retryCount = 0,
): Promise<void> {
  const lastRun = retryCount >= pushRetryLimit;
  const { userId, eventKey, data } = job;
  if (!(await wants(app.db, userId, data.event, 'push'))) return;
  const locale = localeFromLanguage(await localeOfUser(app.db, userId));
  const text = pushText(locale, data);
  const now = app.clock.now();
  await insertPushes(
    app.db,
    (await devicesOfUser(app.db, userId)).map((device) => ({
      userId,
      deviceId: device.id,
      tokenLast4: device.pushToken.slice(-4),
      platform: device.platform,
      event: data.event,
      eventKey,
      ...text,
      status: 'queued',
      createdAt: now,
    })),
  );
  const pending = await pendingPushes(app.db, eventKey);
  const deviceIds = pending.flatMap((push) => (push.deviceId ? [push.deviceId] : []));
  const current = new Map((await devicesByIds(app.db, deviceIds)).map((d) => [d.id, d]));
  const provider = pushProviderOf(app);
  let retry = 0;
  for (const push of pending) {
    const device = push.deviceId ? current.get(push.deviceId) : undefined;
    // Logged out, pruned, or now another user's: the push is not theirs to see.
    if (!device || device.userId !== userId) {
      await updatePush(app.db, push.id, { status: 'failed', error: 'device no longer registered' });
      continue;
    }
    if (push.retryAt && push.retryAt > app.clock.now()) {
      if (lastRun) await giveUp(app, push.id, `${push.error ?? ''} (gave up while waiting)`.trim());
      else retry += 1;
      continue;
    }
    const attempts = push.attempts + 1;
    try {
      const result = await provider.send({
        token: device.pushToken,
        platform: device.platform as 'web' | 'ios' | 'android',
        channel: pushChannelOf(data.event),
        title: push.title,
        body: push.body,
        url: push.url,
        webLink: push.url ? `${app.config.publicUrl}${push.url}` : null,
      });
      if (result.outcome === 'sent') {
        await updatePush(app.db, push.id, {
          status: 'sent',
          providerMessageId: result.providerMessageId,
          error: null,
          attempts,
          retryAt: null,
          sentAt: app.clock.now(),
        });
      } else {
        await updatePush(app.db, push.id, {
          status: 'pruned',
          error: result.error,
          attempts,
          retryAt: null,
        });
        await pruneDevice(app.db, device.id, device.pushToken);
      }
    } catch (error) {
      const retryable = error instanceof PushRetryableError && !lastRun;
      if (retryable) retry += 1;
      const wait = error instanceof PushRetryableError ? error.retryAfterSeconds : undefined;
      await updatePush(app.db, push.id, {
        status: retryable ? 'retrying' : 'failed',
        error: String(error).slice(0, 500),
        attempts,
        retryAt: retryable && wait ? new Date(app.clock.now().getTime() + wait * 1000) : null,
      });
    }
  }
  if (retry) throw new PushesToRetry(`${retry} push(es) of ${eventKey} will be retried`);
}

const giveUp = (app: FastifyInstance, pushId: string, error: string) =>
  updatePush(app.db, pushId, { status: 'failed', error: error.slice(0, 500), retryAt: null });
