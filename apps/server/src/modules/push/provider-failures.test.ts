import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { pushOutbox, transactions } from '../../db/schema.ts';
import { fcmError, startFakeFcm } from '../../test/fcm-server.ts';
import { bearer, createTestApp, sessionFor, type TestApp } from '../../test/harness.ts';
import { createCharge, sellerWithKeys, testCard, testCustomer } from '../../test/sellers.ts';
import { type PushJob, pushRetryLimit } from './notify.ts';
import { PushesToRetry, sendPushes } from './send.ts';

let fcm: Awaited<ReturnType<typeof startFakeFcm>>;
let t: TestApp;
beforeAll(async () => {
  fcm = await startFakeFcm();
  t = await createTestApp({ queue: true, config: { push: { kind: 'fcm', ...fcm.settings } } });
});
afterAll(async () => {
  await t.close();
  await fcm.close();
});

const sale = {
  amount: 19_700,
  method: 'card',
  instalments: 1,
  description: 'Curso',
  customer: testCustomer,
  card: testCard(),
};

async function jobOf(chargeId: string) {
  const [row] = rowsOf<{ data: PushJob; retry_limit: number }>(
    await t.database.db.execute(
      sql`SELECT data, retry_limit FROM pgboss.job WHERE name = 'push.send' AND singleton_key = ${`sale_approved:${chargeId}`}`,
    ),
  );
  return row;
}

it('sells while FCM is down, then the retried job sends through FCM', async () => {
  const seller = await sellerWithKeys(t);
  const token = await sessionFor(t, seller.user.id);
  const registered = await t.app.inject({
    method: 'POST',
    url: '/web/register-device',
    headers: bearer(token),
    payload: {
      push_token: 'fcm-device-token-4321',
      platform: 'android',
      device_id: 'pixel-1',
      app_version: '2.0.0',
    },
  });
  expect(registered.json()).toEqual({ registered: true });
  fcm.state.answers.push(
    fcmError(503, 'UNAVAILABLE'),
    fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED'),
  );

  const paid = await createCharge(t, seller.live, sale);
  expect(paid.statusCode).toBe(201);
  expect(paid.json()).toMatchObject({ status: 'paid' });
  // The sale never called the provider: only the job does.
  expect(fcm.state.sends).toHaveLength(0);
  const chargeId = paid.json<{ id: string }>().id;
  const job = await jobOf(chargeId);
  expect(job?.retry_limit).toBe(6);
  if (!job) throw new Error('no push job');

  await expect(sendPushes(t.app, job.data)).rejects.toBeInstanceOf(PushesToRetry);
  await expect(sendPushes(t.app, job.data)).rejects.toBeInstanceOf(PushesToRetry);
  const [retrying] = await t.database.db
    .select()
    .from(pushOutbox)
    .where(eq(pushOutbox.eventKey, job.data.eventKey));
  expect(retrying).toMatchObject({ status: 'retrying', attempts: 2 });
  expect(retrying?.error).toMatch(/QUOTA_EXCEEDED/);

  await sendPushes(t.app, job.data);
  const [sent] = await t.database.db
    .select()
    .from(pushOutbox)
    .where(eq(pushOutbox.eventKey, job.data.eventKey));
  expect(sent).toMatchObject({
    status: 'sent',
    attempts: 3,
    tokenLast4: '4321',
    providerMessageId: expect.stringMatching(/^projects\/repasse-test\/messages\//),
  });
  const last = fcm.state.sends.at(-1);
  expect(last?.body.message).toMatchObject({
    token: 'fcm-device-token-4321',
    notification: { title: 'Venda aprovada! R$\u00a0197,00' },
    data: { url: `/order?id=${chargeId}` },
  });
});

async function paidSaleWithDevice(pushToken: string) {
  const seller = await sellerWithKeys(t);
  await t.app.inject({
    method: 'POST',
    url: '/web/register-device',
    headers: bearer(await sessionFor(t, seller.user.id)),
    payload: { push_token: pushToken, platform: 'ios', device_id: pushToken, app_version: '2' },
  });
  const paid = await createCharge(t, seller.live, sale);
  expect(paid.statusCode).toBe(201);
  const job = await jobOf(paid.json<{ id: string }>().id);
  if (!job) throw new Error('no push job');
  return job.data;
}

const outboxOf = async (eventKey: string) =>
  (await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.eventKey, eventKey)))[0];

it('waits as long as FCM’s Retry-After says before trying a push again', async () => {
  const job = await paidSaleWithDevice('ios-token-retry-after');
  fcm.state.answers.push({
    ...fcmError(429, 'RESOURCE_EXHAUSTED', 'QUOTA_EXCEEDED'),
    headers: { 'retry-after': '600' },
  });
  const sendsBefore = fcm.state.sends.length;
  await expect(sendPushes(t.app, job)).rejects.toBeInstanceOf(PushesToRetry);
  const waiting = await outboxOf(job.eventKey);
  expect(waiting).toMatchObject({ status: 'retrying', attempts: 1 });
  expect(waiting?.retryAt?.getTime()).toBe(t.clock.now().getTime() + 600_000);

  // The queue's backoff comes back sooner: the push waits, FCM hears nothing, the job retries.
  t.clock.advance(120_000);
  await expect(sendPushes(t.app, job, 1)).rejects.toBeInstanceOf(PushesToRetry);
  expect(fcm.state.sends.length).toBe(sendsBefore + 1);
  expect(await outboxOf(job.eventKey)).toMatchObject({ status: 'retrying', attempts: 1 });

  t.clock.advance(481_000);
  await sendPushes(t.app, job, 2);
  expect(fcm.state.sends.length).toBe(sendsBefore + 2);
  expect(fcm.state.sends.at(-1)?.body.message).toMatchObject({
    token: 'ios-token-retry-after',
    apns: { payload: { aps: { sound: 'sale_chime.wav' } } },
  });
  expect(await outboxOf(job.eventKey)).toMatchObject({
    status: 'sent',
    attempts: 2,
    retryAt: null,
  });
});

it('marks a push failed on the job’s last run instead of leaving it retrying', async () => {
  const job = await paidSaleWithDevice('ios-token-exhausted');
  fcm.state.answers.push(fcmError(503, 'UNAVAILABLE'), fcmError(503, 'UNAVAILABLE'));
  await expect(sendPushes(t.app, job, pushRetryLimit - 1)).rejects.toBeInstanceOf(PushesToRetry);
  expect(await outboxOf(job.eventKey)).toMatchObject({ status: 'retrying', attempts: 1 });
  // The last run: the provider still fails, and the job ends without another retry.
  await sendPushes(t.app, job, pushRetryLimit);
  const failed = await outboxOf(job.eventKey);
  expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
  expect(failed?.error).toMatch(/503 UNAVAILABLE/);

  // A push still inside a Retry-After wait at the last run fails too, without being sent.
  const waiting = await paidSaleWithDevice('ios-token-exhausted-waiting');
  fcm.state.answers.push({ ...fcmError(503, 'UNAVAILABLE'), headers: { 'retry-after': '3600' } });
  await expect(sendPushes(t.app, waiting)).rejects.toBeInstanceOf(PushesToRetry);
  const sends = fcm.state.sends.length;
  await sendPushes(t.app, waiting, pushRetryLimit);
  expect(fcm.state.sends.length).toBe(sends);
  expect(await outboxOf(waiting.eventKey)).toMatchObject({
    status: 'failed',
    error: expect.stringMatching(/gave up while waiting/),
  });
});

it('never fails a sale when its push cannot be queued', async () => {
  const seller = await sellerWithKeys(t);
  const token = await sessionFor(t, seller.user.id);
  await t.app.inject({
    method: 'POST',
    url: '/web/register-device',
    headers: bearer(token),
    payload: { push_token: 'tok-5555', platform: 'ios', device_id: 'iphone-1', app_version: '2' },
  });
  const send = t.app.queue.send;
  t.app.queue.send = async (tx, name, data, options) => {
    if (name === 'push.send') throw new Error('queue unavailable');
    return send(tx, name, data, options);
  };
  try {
    const paid = await createCharge(t, seller.live, sale);
    expect(paid.statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ status: transactions.status })
      .from(transactions)
      .where(eq(transactions.id, paid.json<{ id: string }>().id));
    expect(row?.status).toBe('paid');
  } finally {
    t.app.queue.send = send;
  }
});
