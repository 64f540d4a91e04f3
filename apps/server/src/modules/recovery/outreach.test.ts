import type {
  RecoveryMessagePage,
  RecoveryRunPage,
  RecoverySequences,
  RecoverySummary,
} from '@repasse/core/contract/recovery-outreach';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { emailOutbox, recoveryMessages, recoveryRuns, transactions } from '../../db/schema.ts';
import { createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import { registerTestDevice, runPushJobs } from '../../test/push.ts';
import {
  as,
  fundRecovery,
  liveSeller,
  productOf,
  type Seller,
  saveSequence,
  steps,
  tick,
} from '../../test/recovery.ts';
import { checkLedger } from '../ledger/check.ts';
import { settleSandboxMessages } from './sandbox-settlement.ts';
import { maxSendAttempts, sendRecoveryMessage } from './send.ts';

let t: TestApp;
let admin: { id: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  admin = await createUserAndLogin(t, 'admin');
  // Noon in São Paulo: inside the default sending hours (09:00–21:00).
  t.clock.set(new Date('2026-11-26T15:00:00Z'));
});
afterAll(() => t.close());

const read = async (user: { id: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await as(t, user) });

async function lead(productId: string, buyer: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/web/public/products/${productId}/leads`,
    payload: { name: 'Bia Souza', email: 'Bia@Example.com', phone: '(11) 98765-4321', ...buyer },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

const messagesOf = async (seller: Seller, query = '') =>
  (await read(seller, `/web/recovery/messages?pageSize=100${query}`)).json<RecoveryMessagePage>();
const runsOf = async (seller: Seller, query = '') =>
  (await read(seller, `/web/recovery/runs?pageSize=100${query}`)).json<RecoveryRunPage>();
const balanceOf = async (seller: Seller) =>
  (await read(seller, '/web/recovery/balance')).json<{ balance: number }>().balance;

async function setPlatform(changes: object) {
  const headers = await as(t, admin);
  const current = (
    await t.app.inject({ method: 'GET', url: '/web/admin/platform-settings', headers })
  ).json();
  const response = await t.app.inject({
    method: 'PUT',
    url: '/web/admin/platform-settings',
    headers,
    payload: { ...(current.settings ?? current), ...changes },
  });
  expect(response.statusCode).toBe(200);
}

async function payByPix(productId: string, extra: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/web/public/checkout/${productId}/charges`,
    payload: {
      method: 'pix',
      customer: {
        name: 'Bia Souza',
        email: 'bia@example.com',
        document: '52998224725',
        phone: '11987654321',
      },
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; status: string }>();
}

/** The sandbox acquirer pays a charge as the buyer paying their Pix would. */
async function simulatePaid(chargeId: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/web/public/checkout/charges/${chargeId}/simulate`,
  });
  if (response.statusCode !== 200) {
    // Live charges are paid by the sandbox's own notice.
    const { sandboxAcquirer } = await import('../../test/sandbox-acquirer.ts');
    const { adapter } = await sandboxAcquirer(t);
    const [charge] = await t.database.db
      .select({ reference: transactions.acquirerReference })
      .from(transactions)
      .where(eq(transactions.id, chargeId));
    await adapter.simulatePayment(charge?.reference ?? '');
  }
}

describe('sequences', () => {
  it('answers the defaults switched off, saves one, and refuses unknown variables and delays out of order', async () => {
    const seller = await liveSeller(t);
    const all = (await read(seller, '/web/recovery/sequences')).json<RecoverySequences>();
    expect(all.items.map((s) => [s.event, s.enabled, s.isDefault])).toEqual([
      ['abandoned_checkout', false, true],
      ['pix_unpaid', false, true],
      ['boleto_unpaid', false, true],
      ['card_refused', false, true],
    ]);
    expect(all.items[0]?.steps[0]).toMatchObject({ channel: 'whatsapp', delayMinutes: 15 });

    const saved = await saveSequence(t, seller, 'pix_unpaid', {
      enabled: true,
      steps: steps(['email', 10], ['sms', 60]),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ event: 'pix_unpaid', enabled: true, isDefault: false });

    const unknown = await saveSequence(t, seller, 'pix_unpaid', {
      enabled: true,
      steps: [
        {
          channel: 'email',
          delayMinutes: 5,
          templates: { en: 'Hi {name}', 'pt-BR': 'Oi {first_name}' },
        },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toHaveProperty(['steps.0.templates.en']);
    const order = await saveSequence(t, seller, 'pix_unpaid', {
      enabled: true,
      steps: steps(['email', 60], ['sms', 60]),
    });
    expect(order.statusCode).toBe(400);
    expect(order.json().error.fields).toHaveProperty(['steps.1.delayMinutes']);
    const badEvent = await saveSequence(t, seller, 'everything', {
      enabled: true,
      steps: steps(['email', 1]),
    });
    expect(badEvent.statusCode).toBe(400);
    // Another seller's sequences are their own.
    const other = await liveSeller(t);
    const theirs = (await read(other, '/web/recovery/sequences')).json<RecoverySequences>();
    expect(theirs.items.every((s) => s.isDefault)).toBe(true);
  });
});

describe('an abandoned checkout', () => {
  it('becomes a run once idle, sends its steps with each price debited, and the recovery link wins the sale', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    await fundRecovery(t, seller, 2_000);
    expect(
      await saveSequence(t, seller, 'abandoned_checkout', {
        enabled: true,
        steps: steps(['email', 10], ['whatsapp', 30], ['sms', 24 * 60]),
      }),
    ).toMatchObject({ statusCode: 200 });

    const token = await lead(productId);
    // The buyer goes on typing: the same lead.
    expect(await lead(productId, { token, name: 'Bia Souza Lima' })).toBe(token);
    await tick(t, 4);
    expect((await runsOf(seller)).items).toEqual([]);
    await tick(t, 2);
    const [run] = (await runsOf(seller)).items;
    expect(run).toMatchObject({
      event: 'abandoned_checkout',
      status: 'active',
      buyerName: 'Bia Souza Lima',
      buyerEmail: 'bia@example.com',
      buyerPhone: '+5511987654321',
      amount: 19_700,
      messagesSent: 0,
      nextStep: 0,
    });
    // Ten minutes after the buyer stopped typing: the email.
    await tick(t, 4);
    let messages = (await messagesOf(seller)).items;
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      channel: 'email',
      status: 'sent',
      recipient: 'bia@example.com',
      price: 1,
      step: 0,
      event: 'abandoned_checkout',
    });
    expect(messages[0]?.body).toContain('Oi Bia, Curso de Fotografia por R$');
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'bia@example.com'));
    expect(email?.template).toBe('recovery.message');
    expect(email?.subject).toBe('Curso de Fotografia: seu pedido está esperando');
    expect(email?.html).toContain('/opt-out/');
    expect(await balanceOf(seller)).toBe(1_999);

    // Twenty minutes later, the WhatsApp; the sandbox delivers and the buyer reads it.
    await tick(t, 20);
    messages = (await messagesOf(seller)).items;
    expect(messages.map((m) => [m.channel, m.status])).toEqual([
      ['whatsapp', 'sent'],
      ['email', 'sent'],
    ]);
    expect(messages[0]?.body).toContain('Responda PARE ou acesse http://localhost:3000/opt-out/');
    t.clock.set(new Date(t.clock.now().getTime() + 3_000));
    await settleSandboxMessages(t.app);
    t.clock.set(new Date(t.clock.now().getTime() + 3_000));
    await settleSandboxMessages(t.app);
    expect((await messagesOf(seller, '&channel=whatsapp')).items[0]).toMatchObject({
      status: 'read',
    });
    expect(await balanceOf(seller)).toBe(1_999 - 45);

    // The buyer opens the link: prefilled, click counted, and pays through it.
    const links = (await runsOf(seller)).items[0]?.recoveryUrl ?? '';
    const linkToken = new URL(links).searchParams.get('r') ?? '';
    const opened = await t.app.inject({
      method: 'GET',
      url: `/web/public/recovery/links/${linkToken}`,
    });
    expect(opened.json()).toEqual({
      productId,
      event: 'abandoned_checkout',
      buyer: {
        name: 'Bia Souza Lima',
        email: 'bia@example.com',
        phone: '+5511987654321',
        document: null,
      },
      previous: null,
    });
    expect((await messagesOf(seller, '&channel=whatsapp')).items[0]?.clickedAt).not.toBeNull();
    const charge = await payByPix(productId, { recoveryToken: linkToken });
    await simulatePaid(charge.id);
    await tick(t, 1);

    const [won] = (await runsOf(seller)).items;
    expect(won).toMatchObject({
      status: 'stopped',
      recoveredChargeId: charge.id,
      recoveredAmount: 19_700,
    });
    const [order] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, charge.id));
    expect(order?.recovered).toBe(true);
    const detail = (await read(seller, `/web/orders/${charge.id}`)).json();
    expect(
      detail.recovery.map((m: { channel: string; won: boolean }) => [m.channel, m.won]),
    ).toEqual([
      ['email', false],
      ['whatsapp', true],
    ]);
    const recovered = (await read(seller, '/web/orders?recovered=true')).json();
    expect(recovered.items.map((o: { id: string }) => o.id)).toEqual([charge.id]);

    // The SMS of the next day never goes out.
    await tick(t, 24 * 60);
    expect((await messagesOf(seller)).total).toBe(2);
    const summary = (
      await read(seller, '/web/recovery/summary?from=2026-11-01&to=2026-11-30')
    ).json<RecoverySummary>();
    expect(summary).toMatchObject({
      sent: 2,
      delivered: 1,
      clicked: 1,
      failed: 0,
      recovered: 1,
      recoveredAmount: 19_700,
      cost: 46,
      returnOnCost: '428.26',
    });
    expect(summary.byChannel.find((c) => c.channel === 'whatsapp')).toMatchObject({
      recovered: 1,
      cost: 45,
    });
    // The statement shows each message's debit on the recovery account.
    const statement = (
      await read(seller, '/web/financial/statement?account=recovery&pageSize=100')
    ).json<{ items: { type: string; amount: number }[] }>();
    expect(statement.items.map((line) => [line.type, line.amount])).toEqual([
      ['recovery_charge', -45],
      ['recovery_charge', -1],
      ['recovery_topup', 2_000],
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('a Pix not paid', () => {
  it('stops as soon as the buyer pays, and a payment within the window after a message is credited to it', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    await fundRecovery(t, seller, 2_000);
    await saveSequence(t, seller, 'pix_unpaid', {
      enabled: true,
      steps: steps(['email', 15], ['email', 120]),
    });

    // Paid before the first step: no message at all.
    const quick = await payByPix(productId);
    await tick(t, 6);
    await simulatePaid(quick.id);
    await tick(t, 10);
    expect((await messagesOf(seller)).total).toBe(0);
    const [first] = (await runsOf(seller)).items;
    expect(first).toMatchObject({ status: 'stopped', stopReason: 'paid', recoveredChargeId: null });

    // The Pix ran out; a day after the first message the buyer comes back by themselves and pays
    // a new Pix, without the link: credited to the message within the window.
    const slow = await payByPix(productId);
    await tick(t, 6);
    await tick(t, 10);
    expect((await messagesOf(seller)).total).toBe(1);
    t.clock.set(new Date(t.clock.now().getTime() + 24 * 60 * 60_000));
    const again = await payByPix(productId);
    await simulatePaid(again.id);
    await tick(t, 1);
    const run = (await runsOf(seller)).items.find((r) => r.chargeId === slow.id);
    expect(run).toMatchObject({
      status: 'stopped',
      stopReason: 'paid',
      recoveredChargeId: again.id,
    });
    const [message] = (await messagesOf(seller)).items;
    expect(message?.recoveredChargeId).toBe(again.id);
    // Outside the window (7 days by default), a payment is the buyer's own.
    const late = await payByPix(productId);
    await tick(t, 6);
    await tick(t, 10);
    t.clock.set(new Date(t.clock.now().getTime() + 8 * 24 * 60 * 60_000));
    const own = await payByPix(productId);
    await simulatePaid(own.id);
    await tick(t, 1);
    const [ownRow] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, own.id));
    expect(ownRow).toMatchObject({ recovered: false, recoveryMessageId: null });
    expect(
      (await runsOf(seller)).items.find((r) => r.chargeId === late.id)?.recoveredChargeId,
    ).toBeNull();
    expect((await messagesOf(seller)).total).toBe(2);
  });
});

describe('sending rules', () => {
  it('waits for the sending hours and sends at most one message per buyer and channel an hour', async () => {
    const seller = await liveSeller(t);
    const other = await liveSeller(t);
    const productA = await productOf(t, seller);
    const productB = await productOf(t, other);
    await fundRecovery(t, seller, 2_000);
    await fundRecovery(t, other, 2_000);
    for (const user of [seller, other])
      await saveSequence(t, user, 'abandoned_checkout', {
        enabled: true,
        steps: steps(['sms', 15]),
      });
    // 20:50 in São Paulo: the first step falls due past 21:00.
    t.clock.set(new Date('2026-11-26T23:50:00Z'));
    await lead(productA, { email: null, phone: '+55 21 99876-5432' });
    await lead(productB, { email: null, phone: '+55 21 99876-5432' });
    await tick(t, 6);
    await tick(t, 10);
    const runs = [...(await runsOf(seller)).items, ...(await runsOf(other)).items];
    expect(runs).toHaveLength(2);
    expect(runs.every((r) => r.nextAt === '2026-11-27T12:00:00.000Z')).toBe(true);

    t.clock.set(new Date('2026-11-27T12:00:30Z'));
    await tick(t);
    const sent = [...(await messagesOf(seller)).items, ...(await messagesOf(other)).items];
    expect(sent).toHaveLength(1);
    const waiting = [...(await runsOf(seller)).items, ...(await runsOf(other)).items].find(
      (r) => r.status === 'active',
    );
    expect(waiting?.nextAt).toBe(
      new Date(new Date(sent[0]?.createdAt ?? 0).getTime() + 3_600_000).toISOString(),
    );
    await tick(t, 61);
    expect((await messagesOf(seller)).total + (await messagesOf(other)).total).toBe(2);
    // The other seller sees only their own.
    expect((await messagesOf(other)).items.every((m) => m.recipient === '+5521998765432')).toBe(
      true,
    );
    t.clock.set(new Date('2026-11-27T15:00:00Z'));
  });

  it('pauses when the balance cannot pay the next message, tells the seller once, and resumes after a top-up', async () => {
    await setPlatform({ recoveryPrices: { sms: 12, whatsapp: 1_500, email: 1 } });
    const seller = await liveSeller(t);
    await registerTestDevice(t, seller.id, `recovery-${seller.id}`);
    const productId = await productOf(t, seller);
    await fundRecovery(t, seller, 2_000);
    await saveSequence(t, seller, 'abandoned_checkout', {
      enabled: true,
      steps: steps(['whatsapp', 6], ['whatsapp', 70]),
    });
    await lead(productId, { email: 'caio@example.com', phone: '+5511955554444' });
    await tick(t, 6);
    await tick(t, 1);
    expect(await balanceOf(seller)).toBe(500);
    await tick(t, 64);
    const [run] = (await runsOf(seller)).items;
    expect(run).toMatchObject({ status: 'paused', messagesSent: 1 });
    const pause = (await read(seller, '/web/recovery/pause')).json();
    expect(pause).toMatchObject({ waitingRuns: 1 });
    expect(pause.pausedSince).not.toBeNull();
    await tick(t, 1);
    await tick(t, 1);
    const told = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, seller.email), eq(emailOutbox.template, 'recovery.paused')));
    expect(told).toHaveLength(1);
    expect(told[0]?.html).toContain('/recovery');
    // And one push, in the seller's language, with what is left.
    expect(await runPushJobs(t, seller.id)).toEqual([
      expect.objectContaining({
        event: 'recovery_balance_low',
        title: 'Saldo de recuperação baixo',
        body: 'Restam R$\u00a05,00 para mensagens de recuperação.',
        url: '/recovery',
        status: 'sent',
      }),
    ]);

    await fundRecovery(t, seller, 2_000);
    await tick(t, 1);
    expect((await runsOf(seller)).items[0]).toMatchObject({ status: 'completed', messagesSent: 2 });
    expect(await balanceOf(seller)).toBe(1_000);
    expect((await read(seller, '/web/recovery/pause')).json()).toEqual({
      pausedSince: null,
      waitingRuns: 0,
    });
    await setPlatform({ recoveryPrices: { sms: 12, whatsapp: 45, email: 1 } });
  });

  it('honours the opt-out link and a PARE reply, for every run of that seller', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    await fundRecovery(t, seller, 2_000);
    await saveSequence(t, seller, 'abandoned_checkout', {
      enabled: true,
      steps: steps(['email', 6], ['sms', 70]),
    });
    await lead(productId, { email: 'dora@example.com', phone: '+5511900002222' });
    await tick(t, 6);
    await tick(t, 1);
    const [message] = await t.database.db
      .select()
      .from(recoveryMessages)
      .where(eq(recoveryMessages.recipient, 'dora@example.com'));
    const optOut = `/web/public/recovery/opt-out/${message?.optOutToken}`;
    expect((await t.app.inject({ method: 'GET', url: optOut })).json()).toEqual({
      sellerName: 'Loja da Ana',
      optedOut: false,
    });
    expect((await t.app.inject({ method: 'POST', url: optOut })).json()).toEqual({
      sellerName: 'Loja da Ana',
      optedOut: true,
    });
    expect((await runsOf(seller)).items[0]).toMatchObject({
      status: 'stopped',
      stopReason: 'opted_out',
    });
    // The buyer comes back to the checkout: no new run for this seller.
    await lead(productId, { email: 'dora@example.com', phone: null });
    await tick(t, 6);
    await tick(t, 80);
    expect((await messagesOf(seller)).total).toBe(1);

    // A number ending 2222 makes the sandbox buyer answer PARE after delivery.
    const other = await liveSeller(t);
    const product = await productOf(t, other);
    await fundRecovery(t, other, 2_000);
    await saveSequence(t, other, 'abandoned_checkout', {
      enabled: true,
      steps: steps(['sms', 6], ['email', 70]),
    });
    await lead(product, { email: 'edu@example.com', phone: '+5511911112222' });
    await tick(t, 6);
    await tick(t, 1);
    for (let i = 0; i < 3; i += 1) {
      t.clock.set(new Date(t.clock.now().getTime() + 3_000));
      await settleSandboxMessages(t.app);
    }
    expect((await runsOf(other)).items[0]).toMatchObject({
      status: 'stopped',
      stopReason: 'opted_out',
    });
    const optOuts = rowsOf<{ contact: string; source: string }>(
      await t.database.db.execute(
        sql`select contact, source from recovery_opt_outs where seller_id = ${other.id}`,
      ),
    );
    expect(optOuts).toEqual([{ contact: '+5511911112222', source: 'reply' }]);
  });

  it('gives the price back when the provider refuses, and after the last passing failure', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    await fundRecovery(t, seller, 2_000);
    await saveSequence(t, seller, 'abandoned_checkout', {
      enabled: true,
      steps: steps(['sms', 6]),
    });
    // Ending 0000: the sandbox refuses the number; ending 3333: it is down.
    await lead(productId, { email: null, phone: '+5511955550000' });
    await lead(productId, { email: null, phone: '+5511955553333' });
    await tick(t, 6);
    const refused = (await messagesOf(seller, '&status=failed')).items;
    expect(refused).toEqual([
      expect.objectContaining({
        recipient: '+5511955550000',
        refunded: true,
        error: 'invalid_number',
      }),
    ]);
    const [down] = await t.database.db
      .select()
      .from(recoveryMessages)
      .where(eq(recoveryMessages.recipient, '+5511955553333'));
    expect(down?.status).toBe('queued');
    for (let attempt = (down?.sendAttempts ?? 0) + 1; attempt < maxSendAttempts; attempt += 1)
      await expect(sendRecoveryMessage(t.app, down?.id ?? '')).rejects.toThrow();
    await sendRecoveryMessage(t.app, down?.id ?? '');
    const [gaveUp] = await t.database.db
      .select()
      .from(recoveryMessages)
      .where(eq(recoveryMessages.id, down?.id ?? ''));
    expect(gaveUp).toMatchObject({
      status: 'failed',
      refunded: true,
      sendAttempts: maxSendAttempts,
    });
    expect(await balanceOf(seller)).toBe(2_000);
    const refunds = rowsOf<{ n: string }>(
      await t.database.db.execute(
        sql`select count(*)::text as n from ledger_transactions where type = 'recovery_refund' and seller_id = ${seller.id}`,
      ),
    );
    expect(refunds[0]?.n).toBe('2');
  });
});

describe('isolation', () => {
  it('never shows a seller another seller’s runs or messages', async () => {
    // A seller whose documents are not approved sells in test mode: test runs cost nothing.
    const seller = await createUserAndLogin(t, 'seller');
    const intruder = await liveSeller(t);
    const productId = await productOf(t, seller);
    await saveSequence(t, seller, 'abandoned_checkout', {
      enabled: true,
      steps: steps(['email', 6]),
    });
    await lead(productId, { email: 'fe@example.com', phone: null });
    await tick(t, 6);
    await tick(t, 1);
    const [run] = await t.database.db
      .select()
      .from(recoveryRuns)
      .where(eq(recoveryRuns.sellerId, seller.id));
    expect(run).toBeDefined();
    expect((await runsOf(intruder)).items).toEqual([]);
    expect((await messagesOf(intruder, `&runId=${run?.id}`)).items).toEqual([]);
    const own = (await messagesOf(seller, `&runId=${run?.id}`)).items;
    expect(own).toEqual([expect.objectContaining({ livemode: false, price: 0, status: 'sent' })]);
  });
});
