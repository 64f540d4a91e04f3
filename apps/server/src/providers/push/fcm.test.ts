import { createVerify } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fcmError, startFakeFcm } from '../../test/fcm-server.ts';
import { fcmPushProvider, fcmScope } from './fcm.ts';
import { PushPermanentError, PushRetryableError } from './types.ts';

let fcm: Awaited<ReturnType<typeof startFakeFcm>>;
beforeAll(async () => {
  fcm = await startFakeFcm();
});
afterAll(() => fcm.close());
beforeEach(() => {
  fcm.state.sends.length = 0;
  fcm.state.tokenRequests.length = 0;
  fcm.state.answers.length = 0;
});

const message = {
  token: 'device-token-abcd',
  platform: 'android' as const,
  channel: 'sales' as const,
  title: 'Venda aprovada! R$ 197,00',
  body: 'Toque para ver o pedido.',
  url: '/order?id=123',
  webLink: 'https://app.repasse.dev/order?id=123',
};

const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('FCM HTTP v1 adapter', () => {
  it('gets an access token with a signed JWT, sends the message and reuses the token', async () => {
    let now = Date.parse('2026-11-27T12:00:00Z');
    const provider = fcmPushProvider(fcm.settings, { now: () => now });
    expect(await provider.send(message)).toEqual({
      outcome: 'sent',
      providerMessageId: 'projects/repasse-test/messages/1',
    });

    const [tokenRequest] = fcm.state.tokenRequests;
    expect(tokenRequest?.grantType).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header = '', claims = '', signature = ''] = tokenRequest?.assertion.split('.') ?? [];
    expect(decode(header)).toEqual({ alg: 'RS256', typ: 'JWT' });
    expect(decode(claims)).toEqual({
      iss: fcm.settings.clientEmail,
      scope: fcmScope,
      aud: fcm.settings.tokenUrl,
      iat: now / 1000,
      exp: now / 1000 + 3600,
    });
    const verified = createVerify('RSA-SHA256')
      .update(`${header}.${claims}`)
      .verify(fcm.publicKey, Buffer.from(signature, 'base64url'));
    expect(verified).toBe(true);

    const [send] = fcm.state.sends;
    expect(send?.path).toBe('/v1/projects/repasse-test/messages:send');
    expect(send?.authorization).toBe('Bearer access-1');
    expect(send?.body).toEqual({
      message: {
        token: 'device-token-abcd',
        notification: { title: message.title, body: message.body },
        data: { url: '/order?id=123' },
        android: {
          priority: 'HIGH',
          notification: { channel_id: 'sales', sound: 'sale_chime' },
        },
        apns: { payload: { aps: { sound: 'sale_chime.wav' } } },
        webpush: { fcm_options: { link: 'https://app.repasse.dev/order?id=123' } },
      },
    });

    // Cached until a minute before it expires.
    now += 58 * 60_000;
    await provider.send(message);
    expect(fcm.state.tokenRequests).toHaveLength(1);
    expect(fcm.state.sends[1]?.authorization).toBe('Bearer access-1');
    now += 2 * 60_000;
    await provider.send(message);
    expect(fcm.state.tokenRequests).toHaveLength(2);
    expect(fcm.state.sends[2]?.authorization).toMatch(/^Bearer access-\d+$/);
    expect(fcm.state.sends[2]?.authorization).not.toBe('Bearer access-1');
  });

  it('rings the default channel with the system sound for anything but a sale', async () => {
    const provider = fcmPushProvider(fcm.settings);
    await provider.send({ ...message, channel: 'default', url: null, webLink: null });
    expect(fcm.state.sends[0]?.body.message).toEqual({
      token: 'device-token-abcd',
      notification: { title: message.title, body: message.body },
      android: { priority: 'HIGH', notification: { channel_id: 'default', sound: 'default' } },
      apns: { payload: { aps: { sound: 'default' } } },
    });
  });

  it('passes on how long FCM asks to wait, in seconds or as a date', async () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    const provider = fcmPushProvider(fcm.settings, { now: () => now });
    const quota = fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED');
    fcm.state.answers.push(
      { ...quota, headers: { 'retry-after': '120' } },
      {
        ...fcmError(503, 'UNAVAILABLE'),
        headers: { 'retry-after': new Date(now + 90_000).toUTCString() },
      },
      quota,
    );
    const waits: (number | undefined)[] = [];
    for (let i = 0; i < 3; i++) {
      const failure = await provider.send(message).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(PushRetryableError);
      waits.push((failure as PushRetryableError).retryAfterSeconds);
    }
    expect(waits).toEqual([120, 90, undefined]);
  });

  it('reports an unregistered token as gone, not as an error', async () => {
    const provider = fcmPushProvider(fcm.settings);
    fcm.state.answers.push(fcmError(404, 'NOT_FOUND', 'UNREGISTERED'));
    expect(await provider.send(message)).toEqual({
      outcome: 'unregistered',
      error: 'UNREGISTERED',
    });
  });

  it('makes quota, outages and a refused access token retryable; a bad message is not', async () => {
    const provider = fcmPushProvider(fcm.settings);
    fcm.state.answers.push(fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED'));
    await expect(provider.send(message)).rejects.toBeInstanceOf(PushRetryableError);
    fcm.state.answers.push(fcmError(503, 'UNAVAILABLE', 'UNAVAILABLE'));
    await expect(provider.send(message)).rejects.toBeInstanceOf(PushRetryableError);
    fcm.state.answers.push({ status: 502, body: '<html>bad gateway</html>' });
    await expect(provider.send(message)).rejects.toBeInstanceOf(PushRetryableError);
    // A 401 drops the cached access token: the retry signs a new JWT.
    const before = fcm.state.tokenRequests.length;
    fcm.state.answers.push(fcmError(401, 'UNAUTHENTICATED', 'THIRD_PARTY_AUTH_ERROR'));
    await expect(provider.send(message)).rejects.toBeInstanceOf(PushRetryableError);
    expect(await provider.send(message)).toMatchObject({ outcome: 'sent' });
    expect(fcm.state.tokenRequests.length).toBe(before + 1);
    fcm.state.answers.push(fcmError(400, 'INVALID_ARGUMENT', 'INVALID_ARGUMENT'));
    await expect(provider.send(message)).rejects.toBeInstanceOf(PushPermanentError);
  });

  it('refuses a service account the token endpoint refuses; retries its outages', async () => {
    const provider = fcmPushProvider(fcm.settings);
    fcm.state.tokenAnswers.push({ status: 503, body: {} });
    await expect(provider.send(message)).rejects.toBeInstanceOf(PushRetryableError);
    fcm.state.tokenAnswers.push({ status: 400, body: { error: 'invalid_grant' } });
    await expect(provider.send(message)).rejects.toBeInstanceOf(PushPermanentError);
    expect(fcm.state.sends).toHaveLength(0);
  });

  it('makes an unreachable provider retryable', async () => {
    const provider = fcmPushProvider({ ...fcm.settings, tokenUrl: 'http://127.0.0.1:1/token' });
    await expect(provider.send(message)).rejects.toBeInstanceOf(PushRetryableError);
  });
});
