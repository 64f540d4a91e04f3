import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { emailOutbox, pushOutbox, users } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { multipartFile, samples } from '../../test/multipart.ts';
import { acquirerReceivable, seller } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { settleSandboxPayouts } from '../payouts/sandbox-settlement.ts';
import { sendPayout } from '../withdrawals/payouts.ts';
import type { PushJob } from './notify.ts';
import { sendPushes } from './send.ts';

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  admin = await createUserAndLogin(t, 'admin');
});
afterAll(() => t.close());

/** A validated seller reading `locale`, with 20 000 available and one registered device. */
async function sellerWithDevice(locale: 'en' | 'pt-BR') {
  const user = await createUserAndLogin(t, 'seller');
  await t.database.db
    .update(users)
    .set({ documentStatus: 'validate', pixKeyType: 'email', pixKey: 'recebe@loja.com.br', locale })
    .where(eq(users.id, user.id));
  await t.database.db.transaction((tx) =>
    post(tx, t.clock, {
      reference: `fund:${user.id}`,
      type: 'adjustment',
      sellerId: user.id,
      movements: [
        { from: acquirerReceivable('sandbox'), to: seller(user.id, 'available'), amount: 20_000 },
      ],
    }),
  );
  const headers = bearer(await sessionFor(t, user.id));
  await t.app.inject({
    method: 'POST',
    url: '/web/register-device',
    headers,
    payload: {
      push_token: `tok-${user.id}`,
      platform: 'web',
      device_id: user.id,
      app_version: '1',
    },
  });
  return { ...user, headers };
}

/** Runs the push jobs queued for the user and answers the pushes written. */
async function pushesOf(userId: string) {
  const jobs = rowsOf<{ data: PushJob }>(
    await t.database.db.execute(
      sql`SELECT data FROM pgboss.job WHERE name = 'push.send' AND data->>'userId' = ${userId}`,
    ),
  );
  for (const job of jobs) await sendPushes(t.app, job.data);
  return t.database.db.select().from(pushOutbox).where(eq(pushOutbox.userId, userId));
}

const withdraw = async (user: { headers: Record<string, string> }) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/web/withdrawals',
      headers: user.headers,
      payload: { amount: 10_000 },
    })
  ).json<{ id: string }>().id;

it('pushes a completed withdrawal with what arrived', async () => {
  const user = await sellerWithDevice('en');
  const id = await withdraw(user);
  await t.app.inject({
    method: 'POST',
    url: `/web/admin/withdrawals/${id}/approve`,
    headers: bearer(admin.token),
  });
  await sendPayout(t.app, id);
  t.clock.advance(60_000);
  await settleSandboxPayouts(t.app);
  expect(await pushesOf(user.id)).toEqual([
    expect.objectContaining({
      event: 'withdrawal_completed',
      title: 'Withdrawal completed: R$96.33',
      url: '/financial',
      status: 'sent',
    }),
  ]);
});

it('pushes a rejected withdrawal, and sends no email when the seller switched it off', async () => {
  const user = await sellerWithDevice('pt-BR');
  await t.app.inject({
    method: 'PUT',
    url: '/web/notification-preferences',
    headers: user.headers,
    payload: { items: [{ event: 'withdrawal_failed', push: true, email: false }] },
  });
  const id = await withdraw(user);
  const rejected = await t.app.inject({
    method: 'POST',
    url: `/web/admin/withdrawals/${id}/reject`,
    headers: bearer(admin.token),
    payload: { reason: 'Chave Pix de outra pessoa' },
  });
  expect(rejected.statusCode).toBe(200);
  expect(await pushesOf(user.id)).toEqual([
    expect.objectContaining({
      event: 'withdrawal_failed',
      title: 'Saque não concluído: R$\u00a0100,00',
      status: 'sent',
    }),
  ]);
  expect(
    await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email)),
  ).toEqual([]);
});

it('pushes a refused document, and the approval once the account is validated', async () => {
  const user = await createUserAndLogin(t, 'seller');
  await t.app.inject({
    method: 'POST',
    url: '/web/register-device',
    headers: bearer(user.token),
    payload: { push_token: 'kyc-token', platform: 'ios', device_id: user.id, app_version: '1' },
  });
  const upload = async (type: string) => {
    const body = multipartFile(samples.png, `${type}.png`, 'image/png');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/web/kyc/documents/${type}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user.token) },
    });
    return response.json<{ id: string }>().id;
  };
  const review = (id: string, verdict: 'approve' | 'refuse') =>
    t.app.inject({
      method: 'POST',
      url: `/web/admin/documents/${id}/${verdict}`,
      headers: bearer(admin.token),
      ...(verdict === 'refuse' ? { payload: { reason: 'Foto borrada' } } : {}),
    });
  const [front, back, selfie] = [
    await upload('rg_front'),
    await upload('rg_back'),
    await upload('selfie'),
  ] as [string, string, string];
  await review(front, 'approve');
  await review(back, 'approve');
  expect(await pushesOf(user.id)).toEqual([]);
  await review(selfie, 'refuse');
  expect((await pushesOf(user.id)).map((p) => p.title)).toEqual(['Documentos recusados']);
  await upload('selfie');
  t.clock.advance(1_000);
  await review(selfie, 'approve');
  expect((await pushesOf(user.id)).map((p) => p.title).sort()).toEqual([
    'Documentos aprovados!',
    'Documentos recusados',
  ]);
});
