import { createSign } from 'node:crypto';
import { pushChannels } from '@repasse/core/contract/notifications';
import {
  type FcmSettings,
  type PushMessage,
  PushPermanentError,
  type PushProvider,
  type PushResult,
  PushRetryableError,
} from './types.ts';

export const fcmScope = 'https://www.googleapis.com/auth/firebase.messaging';
export const fcmDefaultUrl = 'https://fcm.googleapis.com';
export const googleTokenUrl = 'https://oauth2.googleapis.com/token';

type FcmOptions = {
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Milliseconds since the epoch; the tests move it to expire the cached access token. */
  now?: () => number;
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/**
 * Seconds a `Retry-After` header asks to wait (RFC 9110: delay-seconds or an HTTP date), or
 * undefined when absent or unreadable.
 */
export function retryAfterSeconds(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined;
  const value = header.trim();
  if (/^\d{1,10}$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - nowMs) / 1000));
}

/** The service account's signed assertion (RFC 7523), exchanged for an access token. */
export function signServiceAccountJwt(settings: FcmSettings, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({
      iss: settings.clientEmail,
      scope: fcmScope,
      aud: settings.tokenUrl,
      iat: nowSeconds,
      exp: nowSeconds + 3600,
    }),
  );
  const signature = createSign('RSA-SHA256')
    .update(`${header}.${claims}`)
    .sign(settings.privateKey, 'base64url');
  return `${header}.${claims}.${signature}`;
}

/** FCM's error code for a request: `details[].errorCode` when present, else the status name. */
function fcmErrorCode(json: unknown): string {
  const error = (json as { error?: { status?: string; details?: { errorCode?: string }[] } })
    ?.error;
  const detail = error?.details?.find((d) => typeof d?.errorCode === 'string')?.errorCode;
  return detail ?? error?.status ?? 'UNKNOWN';
}

/** The FCM HTTP v1 message: notification, the tap URL as data, Android channel and APNs sound. */
export function fcmMessage(message: PushMessage) {
  // Web push opens only https links; a development server on http gets none.
  const link = message.webLink?.startsWith('https://') ? message.webLink : undefined;
  const channel = pushChannels[message.channel];
  return {
    message: {
      token: message.token,
      notification: { title: message.title, body: message.body },
      ...(message.url ? { data: { url: message.url } } : {}),
      android: {
        priority: 'HIGH',
        notification: { channel_id: channel.androidChannelId, sound: channel.androidSound },
      },
      apns: { payload: { aps: { sound: channel.iosSound } } },
      ...(link ? { webpush: { fcm_options: { link } } } : {}),
    },
  };
}

/**
 * Firebase Cloud Messaging, HTTP v1 API. The access token comes from the service account (a JWT
 * signed with its key, exchanged at Google's token endpoint) and is reused until a minute before
 * it expires. The URLs come from the operator's configuration, not from a user, so they do not go
 * through the outbound URL guard (which is for URLs users and admins type).
 */
export function fcmPushProvider(settings: FcmSettings, options: FcmOptions = {}): PushProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const now = options.now ?? Date.now;
  let cached: { token: string; expiresAt: number } | undefined;

  async function call(url: string, init: RequestInit) {
    let response: Response;
    let text: string;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
      text = await response.text();
    } catch (error) {
      throw new PushRetryableError(`FCM request failed: ${String(error)}`, { cause: error });
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      // Gateways answer HTML on some errors; the status code still decides.
    }
    return { status: response.status, json, retryAfter: response.headers.get('retry-after') };
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt - 60_000 > now()) return cached.token;
    const assertion = signServiceAccountJwt(settings, Math.floor(now() / 1000));
    const answer = await call(settings.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion,
      }).toString(),
    });
    const json = answer.json as { access_token?: string; expires_in?: number } | null;
    if (answer.status >= 500 || answer.status === 429)
      throw new PushRetryableError(`FCM token endpoint answered ${answer.status}`, {
        retryAfterSeconds: retryAfterSeconds(answer.retryAfter, now()),
      });
    if (answer.status !== 200 || !json?.access_token)
      throw new PushPermanentError(
        `FCM token endpoint refused the service account (${answer.status})`,
      );
    cached = { token: json.access_token, expiresAt: now() + (json.expires_in ?? 3600) * 1000 };
    return cached.token;
  }

  return {
    kind: 'fcm',
    async send(message): Promise<PushResult> {
      const token = await accessToken();
      const url = `${settings.url.replace(/\/$/, '')}/v1/projects/${encodeURIComponent(settings.projectId)}/messages:send`;
      const answer = await call(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(fcmMessage(message)),
      });
      if (answer.status === 200) {
        const name = (answer.json as { name?: string } | null)?.name;
        return { outcome: 'sent', providerMessageId: name ?? 'unknown' };
      }
      const code = fcmErrorCode(answer.json);
      if (code === 'UNREGISTERED' || code === 'SENDER_ID_MISMATCH')
        return { outcome: 'unregistered', error: code };
      if (answer.status === 401) {
        // The access token was revoked or expired early: the next attempt fetches a new one.
        cached = undefined;
        throw new PushRetryableError(`FCM refused the access token (${code})`);
      }
      if (answer.status === 429 || answer.status >= 500 || code === 'QUOTA_EXCEEDED')
        throw new PushRetryableError(`FCM answered ${answer.status} ${code}`, {
          retryAfterSeconds: retryAfterSeconds(answer.retryAfter, now()),
        });
      throw new PushPermanentError(`FCM answered ${answer.status} ${code}`);
    },
  };
}
