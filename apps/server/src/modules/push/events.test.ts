import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { multipartFile, samples } from '../../test/multipart.ts';
import { registerTestDevice, runPushJobs } from '../../test/push.ts';
import { createCharge, sellerWithKeys, testCard, testCustomer } from '../../test/sellers.ts';
import { recordAndNotifyAchievements } from '../awards/achievements.ts';
import { acquirerReceivable, seller } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { settleSandboxPayouts } from '../payouts/sandbox-settlement.ts';
import { sendPayout } from '../withdrawals/payouts.ts';

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
  await registerTestDevice(t, user.id, `tok-${user.id}`, 'web');
  return { ...user, headers: bearer(await sessionFor(t, user.id)) };
}

const pushesOf = (userId: string) => runPushJobs(t, userId);

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
  await registerTestDevice(t, user.id, `kyc-token-${user.id}`, 'ios');
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

it('pushes an award reached, in the seller’s language, once', async () => {
  const tier = await t.app.inject({
    method: 'POST',
    url: '/web/admin/award-tiers',
    headers: bearer(admin.token),
    payload: { name: 'Placa Push', threshold: 41_300, kind: 'digital', description: 'Push' },
  });
  expect(tier.statusCode).toBe(201);
  const seller = await sellerWithKeys(t);
  await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, seller.user.id));
  await registerTestDevice(t, seller.user.id, `award-${seller.user.id}`);
  const paid = await createCharge(t, seller.live, {
    amount: 41_300,
    method: 'card',
    description: 'Curso',
    customer: testCustomer,
    card: testCard(),
  });
  expect(paid.statusCode).toBe(201);
  // The sale's own push, then the awards job's.
  expect((await pushesOf(seller.user.id)).map((p) => p.event)).toEqual(['sale_approved']);
  await recordAndNotifyAchievements(t.app);
  await recordAndNotifyAchievements(t.app);
  const award = (await pushesOf(seller.user.id)).filter((p) => p.event === 'award_reached');
  expect(award).toEqual([
    expect.objectContaining({ title: 'You reached Placa Push!', url: '/awards', status: 'sent' }),
  ]);
});
