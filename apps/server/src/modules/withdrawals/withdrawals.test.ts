import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { emailOutbox, users, withdrawals } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { namingTheSeller } from '../../test/statements.ts';
import { acquirerReceivable, seller } from '../ledger/accounts.ts';
import { checkLedger } from '../ledger/check.ts';
import { post } from '../ledger/post.ts';
import { defaultProviderRow } from '../payouts/registry.ts';
import { settleSandboxPayouts } from '../payouts/sandbox-settlement.ts';
import { reconcileAfterMs, reconcilePayouts, sendPayout } from './payouts.ts';

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  admin = await createUserAndLogin(t, 'admin');
});
afterAll(() => t.close());

const as = async (user: { id: string }) => bearer(await sessionFor(t, user.id));

/** A validated seller with a Pix key and `funds` available. */
async function readySeller(
  funds: number,
  pixKey = 'recebe@loja.com.br',
  options: { autoWithdrawal?: boolean } = {},
) {
  const user = await createUserAndLogin(t, 'seller');
  await t.database.db
    .update(users)
    .set({
      documentStatus: 'validate',
      pixKeyType: 'email',
      pixKey,
      autoWithdrawal: options.autoWithdrawal ?? false,
      locale: 'en',
    })
    .where(eq(users.id, user.id));
  if (funds > 0) {
    await t.database.db.transaction((tx) =>
      post(tx, t.clock, {
        reference: `fund:${user.id}`,
        type: 'adjustment',
        sellerId: user.id,
        movements: [
          { from: acquirerReceivable('sandbox'), to: seller(user.id, 'available'), amount: funds },
        ],
      }),
    );
  }
  return user;
}

const requestWithdrawal = async (user: { id: string }, amount: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/web/withdrawals',
    headers: { ...(await as(user)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount },
  });
const balance = async (user: { id: string }) =>
  (
    await t.app.inject({ method: 'GET', url: '/web/financial/balance', headers: await as(user) })
  ).json();
const adminCall = async (method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await as(admin), ...(payload ? { payload } : {}) });
/** A seller's rows an admin's decision reads, locks or changes. */
const decisionTables = [
  'withdrawals',
  'withdrawal_events',
  'ledger_transactions',
  'ledger_entries',
  'ledger_credit_slots',
];
const statusOf = async (id: string) =>
  (await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0];

/** Lets the sandbox's settle time pass and delivers its webhooks. */
async function settleSandbox() {
  t.clock.advance(60_000);
  await settleSandboxPayouts(t.app);
}

describe('requesting a withdrawal', () => {
  it('refuses what money.md forbids, with translated messages', async () => {
    const user = await readySeller(20_000);
    const cases: [unknown, string][] = [
      [undefined, 'validation'],
      [4_999, 'withdrawal.below_minimum'],
      [1_000_001, 'withdrawal.above_maximum'],
      [20_001, 'withdrawal.insufficient_funds'],
      [12.5, 'validation'],
    ];
    for (const [amount, code] of cases) {
      const response = await requestWithdrawal(user, amount);
      expect(response.statusCode, String(amount)).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    const pt = await t.app.inject({
      method: 'POST',
      url: '/web/withdrawals',
      headers: { ...(await as(user)), 'accept-language': 'pt-BR' },
      payload: { amount: 100 },
    });
    expect(pt.json().error.fields.amount).toBe('O saque mínimo é de R$\u00a050,00.');
    expect((await balance(user)).available).toBe(20_000);

    // The message names the limit in force, not the default one.
    const settings = bearer(admin.token);
    const current = (
      await t.app.inject({ method: 'GET', url: '/web/admin/platform-settings', headers: settings })
    ).json();
    const raised = await t.app.inject({
      method: 'PUT',
      url: '/web/admin/platform-settings',
      headers: settings,
      payload: { ...current, withdrawalMinimum: 7_500 },
    });
    expect(raised.statusCode).toBe(200);
    try {
      const refused = await requestWithdrawal(user, 6_000);
      expect(refused.json().error).toMatchObject({
        code: 'withdrawal.below_minimum',
        message: 'The minimum withdrawal is R$75.00.',
        fields: { amount: 'The minimum withdrawal is R$75.00.' },
      });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/web/admin/platform-settings',
        headers: settings,
        payload: current,
      });
    }
  });

  it('refuses sellers without approved documents, without a Pix key, with a negative balance, and impersonators', async () => {
    const unverified = await readySeller(20_000);
    await t.database.db
      .update(users)
      .set({ documentStatus: 'not_validate' })
      .where(eq(users.id, unverified.id));
    expect((await requestWithdrawal(unverified, 10_000)).json().error.code).toBe(
      'withdrawal.documents_not_approved',
    );

    const noKey = await readySeller(20_000);
    await t.database.db
      .update(users)
      .set({ pixKey: null, pixKeyType: null })
      .where(eq(users.id, noKey.id));
    expect((await requestWithdrawal(noKey, 10_000)).json().error.code).toBe(
      'withdrawal.no_pix_key',
    );

    const negative = await readySeller(0);
    await t.database.db.transaction((tx) =>
      post(tx, t.clock, {
        reference: `chargeback:${negative.id}`,
        type: 'chargeback',
        sellerId: negative.id,
        movements: [
          {
            from: seller(negative.id, 'available'),
            to: acquirerReceivable('sandbox'),
            amount: 500,
          },
        ],
        mayOverdraw: [seller(negative.id, 'available')],
      }),
    );
    expect((await requestWithdrawal(negative, 10_000)).json().error.code).toBe(
      'withdrawal.negative_balance',
    );

    const victim = await readySeller(20_000);
    const { token } = (await adminCall('POST', `/web/admin/users/${victim.id}/impersonate`)).json();
    const impersonated = await t.app.inject({
      method: 'POST',
      url: '/web/withdrawals',
      headers: bearer(token),
      payload: { amount: 10_000 },
    });
    expect(impersonated.statusCode).toBe(403);
    expect(impersonated.json().error.code).toBe('impersonation.forbidden_action');
    const context = (
      await t.app.inject({ method: 'GET', url: '/web/withdrawals/context', headers: bearer(token) })
    ).json();
    expect(context).toMatchObject({ canRequest: false, blockedBy: 'impersonation' });
  });

  it('replays an idempotent request and refuses the same key with another body', async () => {
    const user = await readySeller(30_000);
    const first = await requestWithdrawal(user, 10_000, 'saque-idem-0001');
    expect(first.statusCode).toBe(201);
    const again = await requestWithdrawal(user, 10_000, 'saque-idem-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect((await requestWithdrawal(user, 12_000, 'saque-idem-0001')).statusCode).toBe(409);
    expect(await balance(user)).toMatchObject({ available: 20_000, withdrawing: 10_000 });
  });

  it('accepts exactly 10 of 50 concurrent requests when the balance covers 10', async () => {
    const user = await readySeller(10 * 5_000);
    const headers = await as(user);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/web/withdrawals',
          headers: { ...headers, 'idempotency-key': `concurrent-${user.id}-${i}` },
          payload: { amount: 5_000 },
        }),
      ),
    );
    const accepted = responses.filter((r) => r.statusCode === 201);
    expect(accepted).toHaveLength(10);
    expect(
      responses
        .filter((r) => r.statusCode === 400)
        .every((r) => r.json().error.code === 'withdrawal.insufficient_funds'),
    ).toBe(true);
    expect(await balance(user)).toMatchObject({ available: 0, withdrawing: 50_000 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('withdrawal lifecycle', () => {
  it("pays money.md's example: 10000 with fee 367 pays 9633, with its timeline and email", async () => {
    const user = await readySeller(15_000);
    const created = (await requestWithdrawal(user, 10_000)).json();
    expect(created).toMatchObject({
      status: 'pending',
      amount: 10_000,
      fee: 367,
      payout: 9_633,
      pixKey: 'recebe@loja.com.br',
    });
    expect(new Date(created.expectedArrivalAt).getTime()).toBeGreaterThan(t.clock.now().getTime());

    // The admin names the withdrawal alone: its seller is looked up once, then named throughout.
    const approved = await namingTheSeller(decisionTables, () =>
      adminCall('POST', `/web/admin/withdrawals/${created.id}/approve`),
    );
    expect(approved.json().status).toBe('approved');
    await sendPayout(t.app, created.id);
    expect((await statusOf(created.id))?.status).toBe('processing');
    await settleSandbox();

    const done = (
      await t.app.inject({
        method: 'GET',
        url: `/web/withdrawals/${created.id}`,
        headers: await as(user),
      })
    ).json();
    expect(done.status).toBe('completed');
    expect(
      done.timeline.map((e: { status: string; actorType: string }) => `${e.status}:${e.actorType}`),
    ).toEqual(['pending:seller', 'approved:admin', 'processing:provider', 'completed:provider']);
    expect(await balance(user)).toMatchObject({ available: 5_000, withdrawing: 0 });
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, user.email));
    expect(email?.template).toBe('withdrawal.completed');
    expect(email?.text).toContain('96.33');
  });

  it('rejects with a reason the seller sees, returns the funds, and refuses illegal transitions', async () => {
    const user = await readySeller(20_000);
    const { id } = (await requestWithdrawal(user, 10_000)).json();
    expect(
      (await adminCall('POST', `/web/admin/withdrawals/${id}/reject`, { reason: '' })).statusCode,
    ).toBe(400);
    // The funds' way back is posted on the seller's shard, found from the id once.
    const rejected = await namingTheSeller(decisionTables, () =>
      adminCall('POST', `/web/admin/withdrawals/${id}/reject`, {
        reason: 'Pix key belongs to someone else',
      }),
    );
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Pix key belongs to someone else',
    });
    expect(await balance(user)).toMatchObject({ available: 20_000, withdrawing: 0 });
    expect(
      (await adminCall('POST', `/web/admin/withdrawals/${id}/approve`)).json().error.code,
    ).toBe('withdrawal.invalid_transition');
    expect(
      (await adminCall('POST', `/web/admin/withdrawals/${id}/reject`, { reason: 'again' }))
        .statusCode,
    ).toBe(409);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/web/withdrawals?status=rejected',
        headers: await as(user),
      })
    ).json();
    expect(mine.items[0]).toMatchObject({ id, rejectionReason: 'Pix key belongs to someone else' });
  });

  it('fails when the provider refuses or reports a failure, and the funds come back', async () => {
    const refusedUser = await readySeller(20_000, 'recusa@sandbox.repasse.dev');
    const refused = (await requestWithdrawal(refusedUser, 10_000)).json();
    await adminCall('POST', `/web/admin/withdrawals/${refused.id}/approve`);
    await sendPayout(t.app, refused.id);
    expect(await statusOf(refused.id)).toMatchObject({
      status: 'failed',
      failureReason: 'invalid_key',
    });
    expect(await balance(refusedUser)).toMatchObject({ available: 20_000, withdrawing: 0 });

    const failingUser = await readySeller(20_000, 'falha.chave@sandbox.repasse.dev');
    const failing = (await requestWithdrawal(failingUser, 10_000)).json();
    await adminCall('POST', `/web/admin/withdrawals/${failing.id}/approve`);
    await sendPayout(t.app, failing.id);
    await settleSandbox();
    expect(await statusOf(failing.id)).toMatchObject({
      status: 'failed',
      failureReason: 'pix_key_not_found',
    });
    expect(await balance(failingUser)).toMatchObject({ available: 20_000, withdrawing: 0 });
  });

  it("queues the payout with its seller; another seller's id pays nothing", async () => {
    const user = await readySeller(20_000);
    const { id } = (await requestWithdrawal(user, 10_000)).json();
    await adminCall('POST', `/web/admin/withdrawals/${id}/approve`);
    const [job] = rowsOf<{ data: { withdrawalId: string; sellerId?: string } }>(
      await t.database.db.execute(
        sql`SELECT data FROM pgboss.job WHERE name = 'withdrawals.send' AND singleton_key = ${id}`,
      ),
    );
    expect(job?.data).toEqual({ withdrawalId: id, sellerId: user.id });
    await sendPayout(t.app, id, admin.id);
    expect(await statusOf(id)).toMatchObject({ status: 'approved', sendAttempts: 0 });
    await sendPayout(t.app, id, job?.data.sellerId);
    expect((await statusOf(id))?.status).toBe('processing');
  });

  it('keeps retrying on provider errors, then gives up and returns the funds', async () => {
    const user = await readySeller(20_000, 'erro.provedor@sandbox.repasse.dev');
    const { id } = (await requestWithdrawal(user, 10_000)).json();
    await adminCall('POST', `/web/admin/withdrawals/${id}/approve`);
    await expect(sendPayout(t.app, id)).rejects.toThrow();
    expect(await statusOf(id)).toMatchObject({ status: 'approved', sendAttempts: 1 });
    for (let i = 1; i < 8; i++) await sendPayout(t.app, id).catch(() => {});
    expect(await statusOf(id)).toMatchObject({
      status: 'failed',
      failureReason: 'provider_unavailable',
    });
    expect(await balance(user)).toMatchObject({ available: 20_000 });
  });

  it('settles a payout whose webhook never comes through reconciliation', async () => {
    const user = await readySeller(20_000, 'sem.resposta@sandbox.repasse.dev');
    const { id } = (await requestWithdrawal(user, 10_000)).json();
    await adminCall('POST', `/web/admin/withdrawals/${id}/approve`);
    await sendPayout(t.app, id);
    await settleSandbox();
    expect((await statusOf(id))?.status).toBe('processing');
    t.clock.advance(reconcileAfterMs);
    const result = await reconcilePayouts(t.app);
    expect(result.settled).toBeGreaterThanOrEqual(1);
    expect((await statusOf(id))?.status).toBe('completed');
    expect(await balance(user)).toMatchObject({ available: 10_000, withdrawing: 0 });
  });

  it('ignores replayed webhooks and completes one that arrives before processing was recorded', async () => {
    const user = await readySeller(20_000);
    const { id } = (await requestWithdrawal(user, 10_000)).json();
    await adminCall('POST', `/web/admin/withdrawals/${id}/approve`);
    const provider = await defaultProviderRow(t.app);
    const captured: { path: string; headers: Record<string, string>; body: string }[] = [];
    const { sandboxPayoutProvider } = await import('../../providers/payouts/sandbox.ts');
    const { providerSettings } = await import('../payouts/registry.ts');
    const sandbox = sandboxPayoutProvider({
      db: t.database.db,
      clock: t.clock,
      settings: providerSettings(t.app, provider as NonNullable<typeof provider>),
      deliver: async (w) => {
        captured.push(w);
      },
    });
    // The provider took the payout, but our write of "processing" never happened (a crash).
    await sandbox.send({
      reference: id,
      amount: 9_633,
      pixKeyType: 'email',
      pixKey: 'recebe@loja.com.br',
      description: 'test',
    });
    t.clock.advance(60_000);
    await sandbox.settleDue();
    expect(captured).toHaveLength(1);
    const deliver = (w: (typeof captured)[number]) =>
      t.app.inject({
        method: 'POST',
        url: w.path,
        headers: { 'content-type': 'application/json', ...w.headers },
        payload: w.body,
      });
    const first = await deliver(captured[0] as (typeof captured)[number]);
    expect(first.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await statusOf(id))?.status).toBe('completed');
    const replay = await deliver(captured[0] as (typeof captured)[number]);
    expect(replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    const forged = await t.app.inject({
      method: 'POST',
      url: captured[0]?.path ?? '',
      headers: { 'content-type': 'application/json', 'x-repasse-signature': 't=1,v1=00' },
      payload: captured[0]?.body ?? '',
    });
    expect(forged.statusCode).toBe(401);
    // The late send job finds nothing to do, and the payout is not made twice.
    await sendPayout(t.app, id);
    expect(await balance(user)).toMatchObject({ available: 10_000, withdrawing: 0 });
    const completions = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reference = ${`withdrawal:${id}:complete`}`,
    );
    const rows = (
      Array.isArray(completions) ? completions : (completions as { rows: { n: number }[] }).rows
    ) as { n: number }[];
    expect(rows[0]?.n).toBe(1);
  });

  it('lists the admin queue by status, seller and requested day', async () => {
    const someone = await readySeller(20_000);
    const a = (await requestWithdrawal(someone, 5_000)).json();
    const list = async (query: string) =>
      (await adminCall('GET', `/web/admin/withdrawals?sellerId=${someone.id}&${query}`)).json();
    // São Paulo days (UTC−3), as the filter reads them.
    const spDay = (offsetDays: number) =>
      new Date(Date.parse(a.requestedAt) - 3 * 3_600_000 + offsetDays * 86_400_000)
        .toISOString()
        .slice(0, 10);
    const today = spDay(0);
    const dayAfter = spDay(1);
    expect((await list(`status=pending&from=${today}&to=${today}`)).items).toMatchObject([
      { id: a.id },
    ]);
    expect((await list(`from=${dayAfter}`)).total).toBe(0);
    expect((await list('status=rejected')).total).toBe(0);
    const refused = await adminCall('GET', `/web/admin/withdrawals?from=${dayAfter}&to=${today}`);
    expect(refused.statusCode).toBe(400);
  });

  it('approves auto-withdrawal users at once and bulk-approves the rest', async () => {
    const auto = await readySeller(20_000, 'auto@loja.com.br', { autoWithdrawal: true });
    const autoRequest = (await requestWithdrawal(auto, 10_000)).json();
    expect(autoRequest.status).toBe('approved');
    expect(autoRequest.timeline.map((e: { actorType: string }) => e.actorType)).toEqual([
      'seller',
      'system',
    ]);

    const manual = await readySeller(20_000);
    const a = (await requestWithdrawal(manual, 5_000)).json();
    const b = (await requestWithdrawal(manual, 5_000)).json();
    const bulk = (
      await adminCall('POST', '/web/admin/withdrawals/bulk-approve', {
        ids: [a.id, b.id, autoRequest.id],
      })
    ).json();
    expect(bulk.approved.sort()).toEqual([a.id, b.id].sort());
    expect(bulk.skipped).toEqual([{ id: autoRequest.id, code: 'withdrawal.invalid_transition' }]);
    const detail = (await adminCall('GET', `/web/admin/withdrawals/${a.id}`)).json();
    expect(detail.balance).toMatchObject({ available: 10_000, withdrawing: 10_000 });
    expect(detail.withdrawal.seller).toMatchObject({ id: manual.id, documentStatus: 'validate' });
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/web/admin/withdrawals/${a.id}`,
          headers: await as(manual),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/web/withdrawals/${a.id}`,
          headers: await as(auto),
        })
      ).statusCode,
    ).toBe(404);
  });
});
