import type { RecoveryTopUp } from '@repasse/core/contract/recovery';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import {
  acquirerDiscrepancies,
  acquirers,
  recoveryTopUps,
  sandboxCharges,
  users,
} from '../../db/schema.ts';
import { webhookBodyOf } from '../../providers/acquirers/sandbox-rows.ts';
import type { SandboxWebhookBody } from '../../providers/acquirers/sandbox-webhook.ts';
import { pagarmeAcquirerInput } from '../../test/acquirers.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { notifyFromSandbox, sandboxAcquirer } from '../../test/sandbox-acquirer.ts';
import { namesSeller, statementsOf, touching } from '../../test/statements.ts';
import { ensureSandboxAcquirer } from '../acquirers/registry.ts';
import { settleSandboxAcquirers } from '../acquirers/sandbox-settlement.ts';
import { checkLedger } from '../ledger/check.ts';
import { expirePendingTopUps } from './expiry.ts';

let t: TestApp;
let admin: { id: string; email: string; token: string };
beforeAll(async () => {
  // The fallback test points a Pagar.me acquirer at a closed port on this machine.
  t = await createTestApp({ queue: true, config: { outboundAllowPrivateNetworks: true } });
  admin = await createUserAndLogin(t, 'admin');
  await ensureSandboxAcquirer(t.app);
  // The sandbox charges the platform 1% + R$ 0,10 per Pix, so the top-up's cost shows.
  await t.database.db
    .update(acquirers)
    .set({
      fees: {
        pix: { percentage: '1', fixed: 10 },
        boleto: { percentage: '0', fixed: 0 },
        card: { percentage: '0', fixed: 0 },
        instalments: Array.from({ length: 12 }, () => '0'),
      },
    })
    .where(eq(acquirers.kind, 'sandbox'));
});
afterAll(() => t.close());

type Seller = { id: string; email: string };

async function seller(options: { validated?: boolean } = {}): Promise<Seller> {
  const user = await createUserAndLogin(t, 'seller');
  if (options.validated !== false)
    await t.database.db
      .update(users)
      .set({ documentStatus: 'validate' })
      .where(eq(users.id, user.id));
  return user;
}

const as = async (user: { id: string }) => bearer(await sessionFor(t, user.id));

const topUp = async (user: Seller, amount: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/web/recovery/top-ups',
    headers: { ...(await as(user)), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { amount },
  });

const read = async (user: Seller, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await as(user) });

const balanceOf = async (user: Seller) =>
  (await read(user, '/web/recovery/balance')).json<{ balance: number }>().balance;

const sandbox = () => sandboxAcquirer(t);
const notify = (body: SandboxWebhookBody) => notifyFromSandbox(t, body);

async function stored(id: string) {
  const [row] = await t.database.db.select().from(recoveryTopUps).where(eq(recoveryTopUps.id, id));
  if (!row) throw new Error('no top-up');
  return row;
}

/** The recovery_topup postings of a top-up, with their entries by account code. */
async function postingsOf(id: string) {
  return rowsOf<{ code: string; amount: string }>(
    await t.database.db.execute(sql`
      select a.code, e.amount::text as amount
      from ledger_transactions tr
      join ledger_entries e on e.transaction_id = tr.id
      join ledger_accounts a on a.id = e.account_id
      where tr.reference = ${`recovery_topup:${id}`} and tr.type = 'recovery_topup'
      order by a.code`),
  );
}

describe('recovery top-ups', () => {
  it('makes a 30-minute live Pix, credits the balance once when paid, and a replay changes nothing', async () => {
    const user = await seller();
    const before = await read(user, '/web/recovery/balance');
    expect(before.json()).toEqual({
      balance: 0,
      prices: { sms: 12, whatsapp: 45, email: 1 },
      topUpMinimum: 2_000,
      topUpMaximum: 500_000,
      pendingTopUp: null,
    });

    const created = await topUp(user, 10_000, 'recarga-0001');
    expect(created.statusCode).toBe(201);
    const body = created.json<RecoveryTopUp>();
    expect(body).toMatchObject({ amount: 10_000, status: 'pending', paidAt: null });
    expect(body.pix?.brCode).toMatch(/^000201/);
    expect(new Date(body.pix?.expiresAt ?? 0).getTime()).toBe(
      t.clock.now().getTime() + 30 * 60_000,
    );
    const pending = (await read(user, '/web/recovery/balance')).json();
    expect(pending.pendingTopUp).toMatchObject({ id: body.id, status: 'pending' });

    // The sandbox holds a live Pix charge of ours under the top-up's id.
    const { adapter } = await sandbox();
    const [charge] = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, body.id));
    expect(charge).toMatchObject({ method: 'pix', amount: 10_000, status: 'pending' });
    await adapter.simulatePayment(charge?.acquirerReference ?? '');

    const paid = (await read(user, `/web/recovery/top-ups/${body.id}`)).json<RecoveryTopUp>();
    expect(paid).toMatchObject({ status: 'paid', pix: null, expiresAt: null });
    expect(paid.paidAt).not.toBeNull();
    expect(await balanceOf(user)).toBe(10_000);
    expect((await read(user, '/web/recovery/balance')).json().pendingTopUp).toBeNull();
    // Receivable −A, recovery +A; the acquirer's Pix cost (1% + R$ 0,10) on the platform.
    const { row: sbx } = await sandbox();
    const byCode = (a: { code: string; amount: string }, b: { code: string; amount: string }) =>
      a.code.localeCompare(b.code) || Number(a.amount) - Number(b.amount);
    // Per account, netted: receivable −A + C, recovery +A, costs −C.
    expect((await postingsOf(body.id)).sort(byCode)).toEqual(
      [
        { code: `acquirer:${sbx.id}:receivable`, amount: '-9890' },
        { code: 'platform:costs', amount: '-110' },
        { code: `seller:${user.id}:recovery`, amount: '10000' },
      ].sort(byCode),
    );
    expect((await stored(body.id)).acquirerCost).toBe(110);

    // The acquirer sends the same notice again, and another paid notice for the same Pix.
    const [paidCharge] = await t.database.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.reference, body.id));
    const sent = paidCharge ? webhookBodyOf(paidCharge) : null;
    if (!sent) throw new Error('the sandbox sent no notice');
    const again = await notify(sent);
    expect(again.json()).toEqual({ received: true, outcome: 'duplicate' });
    const other = await notify({
      id: 'evt-recovery-paid-twice',
      type: 'paid',
      reference: body.id,
      acquirerReference: charge?.acquirerReference ?? '',
      amount: 10_000,
    });
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    const replayed = await notify({
      id: 'evt-recovery-paid-twice',
      type: 'paid',
      reference: body.id,
      acquirerReference: charge?.acquirerReference ?? '',
      amount: 10_000,
    });
    expect(replayed.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect(await balanceOf(user)).toBe(10_000);
    expect(await postingsOf(body.id)).toHaveLength(3);
    expect(await checkLedger(t.database.db)).toEqual([]);

    // The statement shows the top-up on the recovery account.
    const statement = (await read(user, '/web/financial/statement?account=recovery')).json<{
      items: { type: string; account: string; amount: number; description: string }[];
    }>();
    expect(statement.items).toEqual([
      expect.objectContaining({
        type: 'recovery_topup',
        account: 'recovery',
        amount: 10_000,
        reference: `recovery_topup:${body.id}`,
        description: 'Recovery balance top-up (Pix)',
      }),
    ]);
    // Recovery money is not sales money.
    const financial = (await read(user, '/web/financial/balance')).json();
    expect(financial).toMatchObject({ available: 0, pending: 0, reserve: 0 });
  });

  it('answers the same top-up for the same key, even sent at once, and refuses the key with another amount', async () => {
    const user = await seller();
    const first = await topUp(user, 5_000, 'recarga-idem-01');
    expect(first.statusCode).toBe(201);
    const again = await topUp(user, 5_000, 'recarga-idem-01');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const mismatch = await topUp(user, 6_000, 'recarga-idem-01');
    expect(mismatch.statusCode).toBe(409);
    expect(mismatch.json().error.code).toBe('idempotency.mismatch');

    const racing = await Promise.all(
      Array.from({ length: 5 }, () => topUp(user, 7_000, 'recarga-idem-02')),
    );
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(racing.map((r) => r.json().id)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(recoveryTopUps)
      .where(
        and(
          eq(recoveryTopUps.sellerId, user.id),
          eq(recoveryTopUps.idempotencyKey, 'recarga-idem-02'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.brCode).toBeTruthy();
    // Without a key, every request is a new top-up.
    const a = await topUp(user, 5_000);
    const b = await topUp(user, 5_000);
    expect(a.json().id).not.toBe(b.json().id);
    const malformed = await topUp(user, 5_000, 'x'.repeat(300));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('idempotency.invalid_key');
  });

  it('checks the amount against the platform limits and refuses hostile input', async () => {
    const user = await seller();
    const below = await topUp(user, 1_999);
    expect(below.statusCode).toBe(400);
    expect(below.json().error.code).toBe('recovery.topup_below_minimum');
    expect(below.json().error.fields).toHaveProperty('amount');
    const above = await topUp(user, 500_001);
    expect(above.statusCode).toBe(400);
    expect(above.json().error.code).toBe('recovery.topup_above_maximum');
    expect(above.json().error.fields).toHaveProperty('amount');
    const pt = await t.app.inject({
      method: 'POST',
      url: '/web/recovery/top-ups',
      headers: { ...(await as(user)), 'accept-language': 'pt-BR' },
      payload: { amount: 100 },
    });
    expect(pt.json().error.fields.amount).toBe('A recarga mínima é de R$\u00a020,00.');

    for (const amount of ['2000', 'abc', '\u0000', 1e20, 2_000.5, -2_000, 0, null, [2_000], {}]) {
      const response = await topUp(user, amount);
      expect(response.statusCode, JSON.stringify(amount)).toBe(400);
      expect(response.json().error.fields, JSON.stringify(amount)).toHaveProperty('amount');
    }
    const rows = await t.database.db
      .select()
      .from(recoveryTopUps)
      .where(eq(recoveryTopUps.sellerId, user.id));
    expect(rows).toEqual([]);
  });

  it('refuses impersonators and sellers whose documents are not approved', async () => {
    const victim = await seller();
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: `/web/admin/users/${victim.id}/impersonate`,
        headers: bearer(admin.token),
      })
    ).json();
    const impersonated = await t.app.inject({
      method: 'POST',
      url: '/web/recovery/top-ups',
      headers: bearer(token),
      payload: { amount: 5_000 },
    });
    expect(impersonated.statusCode).toBe(403);
    expect(impersonated.json().error.code).toBe('impersonation.forbidden_action');
    // Looking is allowed.
    const look = await t.app.inject({
      method: 'GET',
      url: '/web/recovery/balance',
      headers: bearer(token),
    });
    expect(look.statusCode).toBe(200);

    const unverified = await seller({ validated: false });
    const refused = await topUp(unverified, 5_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('recovery.documents_not_approved');
    const none = await t.database.db
      .select()
      .from(recoveryTopUps)
      .where(eq(recoveryTopUps.sellerId, victim.id));
    expect(none).toEqual([]);
  });

  it('expires an unpaid top-up by the job, once, and still credits a payment that arrives after', async () => {
    const user = await seller();
    const created = (await topUp(user, 4_000)).json<RecoveryTopUp>();
    // Within the Pix's life and its grace, nothing expires.
    t.clock.advance(30 * 60_000 + 60_000);
    await expirePendingTopUps(t.app);
    expect((await stored(created.id)).status).toBe('pending');
    t.clock.advance(5 * 60_000);
    // Two workers at once expire each due top-up once (earlier tests' top-ups are due too).
    const due = await t.database.db.$count(recoveryTopUps, eq(recoveryTopUps.status, 'pending'));
    const [first, second] = await Promise.all([
      expirePendingTopUps(t.app),
      expirePendingTopUps(t.app),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(due);
    expect(await expirePendingTopUps(t.app)).toBe(0);
    if (process.env.TEST_DB === 'postgres') {
      // docs/scaling.md: the sweep reads what is due without locks, then writes each by its seller.
      const other = (await topUp(await seller(), 2_500)).json<RecoveryTopUp>();
      t.clock.advance(40 * 60_000);
      const sent = touching(
        await statementsOf(async () => expect(await expirePendingTopUps(t.app)).toBe(1)),
        ['recovery_topups'],
      );
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatch(/^select "id", "seller_id" from "recovery_topups"/);
      expect(sent.some((statement) => /for (no key )?update/.test(statement))).toBe(false);
      expect(sent[1]).toMatch(/^update "recovery_topups"/);
      expect(namesSeller(sent[1] ?? '')).toBe(true);
      expect((await stored(other.id)).status).toBe('expired');
    }
    const expired = (await read(user, `/web/recovery/top-ups/${created.id}`)).json();
    expect(expired).toMatchObject({ status: 'expired', pix: null });
    expect(expired.expiresAt).not.toBeNull();

    const row = await stored(created.id);
    const late = await notify({
      id: 'evt-recovery-late-paid',
      type: 'paid',
      reference: created.id,
      acquirerReference: row.acquirerReference ?? '',
      amount: 4_000,
    });
    expect(late.json()).toEqual({ received: true, outcome: 'applied' });
    expect((await stored(created.id)).status).toBe('paid');
    expect(await balanceOf(user)).toBe(4_000);
    // An expiry notice after the payment changes nothing.
    const stale = await notify({
      id: 'evt-recovery-late-expired',
      type: 'expired',
      reference: created.id,
      acquirerReference: row.acquirerReference ?? '',
      amount: 4_000,
    });
    expect(stale.json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await stored(created.id)).status).toBe('paid');
  });

  it('expires a top-up when the acquirer says so: the sandbox magic amount R$ x,13', async () => {
    const user = await seller();
    const created = (await topUp(user, 2_013)).json<RecoveryTopUp>();
    expect(new Date(created.pix?.expiresAt ?? 0).getTime()).toBe(t.clock.now().getTime() + 3_000);
    t.clock.advance(3_000);
    await settleSandboxAcquirers(t.app);
    const expired = (await read(user, `/web/recovery/top-ups/${created.id}`)).json();
    expect(expired).toMatchObject({ status: 'expired', pix: null });
    expect(await balanceOf(user)).toBe(0);
  });

  it('holds a payment of another amount for an admin: less credits nothing, more credits the top-up', async () => {
    const user = await seller();
    const short = (await topUp(user, 3_000)).json<RecoveryTopUp>();
    const shortRow = await stored(short.id);
    const underpaid = await notify({
      id: 'evt-recovery-underpaid',
      type: 'paid',
      reference: short.id,
      acquirerReference: shortRow.acquirerReference ?? '',
      amount: 2_999,
    });
    expect(underpaid.statusCode).toBe(200);
    expect((await stored(short.id)).status).toBe('pending');
    expect(await balanceOf(user)).toBe(0);

    const over = (await topUp(user, 3_000)).json<RecoveryTopUp>();
    const overRow = await stored(over.id);
    await notify({
      id: 'evt-recovery-overpaid',
      type: 'paid',
      reference: over.id,
      acquirerReference: overRow.acquirerReference ?? '',
      amount: 3_500,
    });
    expect((await stored(over.id)).status).toBe('paid');
    expect(await balanceOf(user)).toBe(3_000);

    const held = await t.database.db
      .select()
      .from(acquirerDiscrepancies)
      .where(eq(acquirerDiscrepancies.reason, 'paid_amount_mismatch'));
    const ours = held.filter((d) =>
      ['evt-recovery-underpaid', 'evt-recovery-overpaid'].includes(d.eventId ?? ''),
    );
    expect(ours.map((d) => [d.reportedAmount, d.expectedAmount, d.status])).toEqual(
      expect.arrayContaining([
        [2_999, 3_000, 'open'],
        [3_500, 3_000, 'open'],
      ]),
    );
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('answers a failed top-up when no acquirer can make the Pix code', async () => {
    const user = await seller();
    const adminHeaders = bearer(admin.token);
    const routing = (
      await t.app.inject({
        method: 'GET',
        url: '/web/admin/acquirer-routing',
        headers: adminHeaders,
      })
    ).json<Record<string, string[]>>();
    const downResponse = await t.app.inject({
      method: 'POST',
      url: '/web/admin/acquirers',
      headers: adminHeaders,
      payload: pagarmeAcquirerInput({
        name: 'Pagar.me Pix (down)',
        apiUrl: 'http://127.0.0.1:9',
        methods: ['pix'],
      }),
    });
    expect(downResponse.statusCode, downResponse.body).toBe(201);
    const down = downResponse.json<{ id: string }>();
    const route = (payload: Record<string, string[]>) =>
      t.app.inject({
        method: 'PUT',
        url: '/web/admin/acquirer-routing',
        headers: adminHeaders,
        payload,
      });
    expect((await route({ ...routing, pix: [down.id] })).statusCode).toBe(200);
    try {
      const failed = await topUp(user, 5_000, 'recarga-falha-01');
      expect(failed.statusCode).toBe(201);
      expect(failed.json()).toMatchObject({
        status: 'failed',
        failureReason: 'all_acquirers_failed',
        pix: null,
      });
      const replay = await topUp(user, 5_000, 'recarga-falha-01');
      expect(replay.json()).toMatchObject({ id: failed.json().id, status: 'failed' });
      // A technical failure falls back on the next acquirer of the Pix route.
      const { row: sbx } = await sandbox();
      expect((await route({ ...routing, pix: [down.id, sbx.id] })).statusCode).toBe(200);
      const fallback = await topUp(user, 5_000, 'recarga-falha-03');
      expect(fallback.json()).toMatchObject({ status: 'pending' });
      expect((await stored(fallback.json().id)).acquirerId).toBe(sbx.id);
    } finally {
      await route(routing);
    }
    // With the route back, a new request makes its Pix.
    expect((await topUp(user, 5_000, 'recarga-falha-02')).json().status).toBe('pending');
  });

  it('answers recovery.topup_unavailable and makes nothing while Pix is switched off', async () => {
    const user = await seller();
    const methods = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/web/admin/payment-methods',
        headers: bearer(admin.token),
        payload,
      });
    expect((await methods({ pix: false, card: true, boleto: true })).statusCode).toBe(200);
    try {
      const refused = await topUp(user, 5_000);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error.code).toBe('recovery.topup_unavailable');
    } finally {
      await methods({ pix: true, card: true, boleto: true });
    }
    expect(await t.database.db.$count(recoveryTopUps, eq(recoveryTopUps.sellerId, user.id))).toBe(
      0,
    );
  });

  it('shows a seller only their own top-ups', async () => {
    const owner = await seller();
    const intruder = await seller();
    const mine = (await topUp(owner, 2_500)).json<RecoveryTopUp>();
    await topUp(intruder, 2_600);
    expect((await read(intruder, `/web/recovery/top-ups/${mine.id}`)).statusCode).toBe(404);
    expect((await read(intruder, '/web/recovery/top-ups/not-a-uuid')).statusCode).toBe(400);
    const list = (await read(intruder, '/web/recovery/top-ups')).json();
    expect(list.total).toBe(1);
    expect(list.items.map((i: RecoveryTopUp) => i.amount)).toEqual([2_600]);
    const own = (await read(owner, '/web/recovery/top-ups?status=pending')).json();
    expect(own.items.map((i: RecoveryTopUp) => i.id)).toEqual([mine.id]);
    expect((await read(owner, '/web/recovery/top-ups?status=paid')).json().total).toBe(0);
    expect((await read(owner, '/web/recovery/top-ups?status=bogus')).statusCode).toBe(400);
  });

  it("lists every seller's recovery balance for admins only", async () => {
    const user = await seller();
    const created = (await topUp(user, 8_000)).json<RecoveryTopUp>();
    await notify({
      id: 'evt-recovery-admin-list',
      type: 'paid',
      reference: created.id,
      acquirerReference: (await stored(created.id)).acquirerReference ?? '',
      amount: 8_000,
    });
    const search = encodeURIComponent(user.email);
    const page = await t.app.inject({
      method: 'GET',
      url: `/web/admin/recovery/balances?search=${search}`,
      headers: bearer(admin.token),
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      total: 1,
      items: [{ sellerId: user.id, email: user.email, balance: 8_000, toppedUp: 8_000, spent: 0 }],
    });
    expect(page.json().items[0].lastTopUpAt).not.toBeNull();
    const all = (
      await t.app.inject({
        method: 'GET',
        url: '/web/admin/recovery/balances?pageSize=100',
        headers: bearer(admin.token),
      })
    ).json();
    expect(all.total).toBeGreaterThan(1);
    expect(all.items[0].balance).toBeGreaterThanOrEqual(all.items.at(-1).balance);
    const asSeller = await read(user, '/web/admin/recovery/balances');
    expect(asSeller.statusCode).toBe(403);
  });
});
