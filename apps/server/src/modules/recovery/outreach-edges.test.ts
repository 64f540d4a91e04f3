import type {
  AdminRecoveryMessagePage,
  MessagingProvider,
  RecoveryLeadPage,
  RecoveryMessagePage,
  RecoveryRunPage,
} from '@repasse/core/contract/recovery-outreach';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { recoveryMessages, recoveryRuns, transactions } from '../../db/schema.ts';
import { createQueue, queueNames } from '../../jobs/queue.ts';
import { twilioSignature } from '../../providers/messaging/twilio-signature.ts';
import { tokenizeCard } from '../../test/cards.ts';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
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
import { createSession } from '../auth/sessions.ts';
import { runOutreach } from './outreach.ts';
import { sendRecoveryMessage } from './send.ts';

let t: TestApp;
let admin: { id: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  admin = await createUserAndLogin(t, 'admin');
  t.clock.set(new Date('2026-11-26T15:00:00Z'));
});
afterAll(() => t.close());

const read = async (user: { id: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await as(t, user) });
const runsOf = async (seller: Seller) =>
  (await read(seller, '/web/recovery/runs?pageSize=100')).json<RecoveryRunPage>().items;
const messagesOf = async (seller: Seller) =>
  (await read(seller, '/web/recovery/messages?pageSize=100')).json<RecoveryMessagePage>().items;

const buyer = {
  name: 'Gil Rocha',
  email: 'gil@example.com',
  document: '52998224725',
  phone: '11966667777',
};

async function checkoutCharge(productId: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/web/public/checkout/${productId}/charges`,
    payload: { customer: buyer, ...body },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; status: string }>();
}

describe('charges that start a sequence', () => {
  it('offers another card or fewer instalments after a refused card, and stops a boleto past due', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    await fundRecovery(t, seller, 2_000);
    await saveSequence(t, seller, 'card_refused', { enabled: true, steps: steps(['email', 5]) });
    await saveSequence(t, seller, 'boleto_unpaid', {
      enabled: true,
      steps: steps(['email', 60], ['email', 4 * 24 * 60]),
    });
    const checkout = (
      await t.app.inject({ method: 'GET', url: `/web/public/checkout/${productId}` })
    ).json();
    const token = await tokenizeCard(t, checkout.publicKey, {
      number: '4000000000009979',
      holderName: 'GIL ROCHA',
      expMonth: 12,
      expYear: 2099,
      cvv: '123',
    });
    const refused = await checkoutCharge(productId, {
      method: 'card',
      instalments: 6,
      card: { token: token.json().id },
    });
    expect(refused.status).toBe('refused');
    await tick(t, 2);
    await tick(t, 4);
    const [message] = await messagesOf(seller);
    expect(message).toMatchObject({ event: 'card_refused', channel: 'email', status: 'sent' });
    const [stored] = await t.database.db
      .select({ linkToken: recoveryMessages.linkToken })
      .from(recoveryMessages)
      .where(eq(recoveryMessages.id, message?.id ?? ''));
    const link = await t.app.inject({
      method: 'GET',
      url: `/web/public/recovery/links/${stored?.linkToken}`,
    });
    expect(link.json()).toEqual({
      productId,
      event: 'card_refused',
      buyer: {
        name: 'Gil Rocha',
        email: 'gil@example.com',
        phone: '11966667777',
        document: '52998224725',
      },
      previous: { method: 'card', instalments: 6 },
    });
    // Another seller's product cannot carry this link's credit.
    const stranger = await productOf(t, await liveSeller(t));
    const elsewhere = await checkoutCharge(stranger, {
      method: 'pix',
      recoveryToken: stored?.linkToken,
    });
    const [row] = await t.database.db
      .select({ recoveryMessageId: transactions.recoveryMessageId })
      .from(transactions)
      .where(eq(transactions.id, elsewhere.id));
    expect(row?.recoveryMessageId).toBeNull();

    // A boleto: the first reminder, then past its due date (3 days) the run stops.
    const boleto = await checkoutCharge(productId, { method: 'boleto' });
    await tick(t, 6);
    await tick(t, 60);
    const boletoRun = (await runsOf(seller)).find((r) => r.chargeId === boleto.id);
    expect(boletoRun).toMatchObject({ event: 'boleto_unpaid', messagesSent: 1, status: 'active' });
    await tick(t, 4 * 24 * 60);
    expect((await runsOf(seller)).find((r) => r.chargeId === boleto.id)).toMatchObject({
      status: 'stopped',
      stopReason: 'expired',
      messagesSent: 1,
    });
  });

  it('stops a run when the seller switches its sequence off', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    await fundRecovery(t, seller, 2_000);
    await saveSequence(t, seller, 'pix_unpaid', {
      enabled: true,
      steps: steps(['email', 10], ['email', 60]),
    });
    await checkoutCharge(productId, { method: 'pix' });
    await tick(t, 6);
    await tick(t, 5);
    expect(await messagesOf(seller)).toHaveLength(1);
    await saveSequence(t, seller, 'pix_unpaid', {
      enabled: false,
      steps: steps(['email', 10], ['email', 60]),
    });
    await tick(t, 60);
    expect(await messagesOf(seller)).toHaveLength(1);
    expect((await runsOf(seller))[0]).toMatchObject({ status: 'stopped', stopReason: 'disabled' });
  });
});

describe('at once, and across a restart', () => {
  it('writes each step once however many workers advance the runs together', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    await fundRecovery(t, seller, 2_000);
    await saveSequence(t, seller, 'abandoned_checkout', {
      enabled: true,
      steps: steps(['email', 6]),
    });
    for (let i = 0; i < 12; i += 1)
      await t.app.inject({
        method: 'POST',
        url: `/web/public/products/${productId}/leads`,
        payload: { name: `Buyer ${i}`, email: `buyer-${i}@example.com` },
      });
    t.clock.set(new Date(t.clock.now().getTime() + 6 * 60_000));
    await Promise.all([runOutreach(t.app), runOutreach(t.app), runOutreach(t.app)]);
    await Promise.all([runOutreach(t.app), runOutreach(t.app)]);
    const rows = rowsOf<{ runs: string; messages: string; postings: string }>(
      await t.database.db.execute(sql`
        select (select count(*) from recovery_runs where seller_id = ${seller.id})::text as runs,
          (select count(*) from recovery_messages where seller_id = ${seller.id})::text as messages,
          (select count(*) from ledger_transactions where seller_id = ${seller.id}
            and type = 'recovery_charge')::text as postings`),
    );
    expect(rows[0]).toEqual({ runs: '12', messages: '12', postings: '12' });
  });

  it('keeps a written message’s send job through a restart of the workers', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    await fundRecovery(t, seller, 2_000);
    await saveSequence(t, seller, 'abandoned_checkout', {
      enabled: true,
      steps: steps(['email', 6]),
    });
    await t.app.inject({
      method: 'POST',
      url: `/web/public/products/${productId}/leads`,
      payload: { name: 'Ivo', email: 'ivo@example.com' },
    });
    t.clock.set(new Date(t.clock.now().getTime() + 6 * 60_000));
    await runOutreach(t.app);
    const [written] = await t.database.db
      .select()
      .from(recoveryMessages)
      .where(eq(recoveryMessages.recipient, 'ivo@example.com'));
    expect(written?.status).toBe('queued');
    // The process stops before any worker took the job; another starts on the same database.
    await t.app.queue.stop();
    const restarted = createQueue(t.database, queueNames);
    await restarted.start();
    try {
      await restarted.work<{ messageId: string; sellerId?: string }>(
        'recovery.send',
        (data) => sendRecoveryMessage(t.app, data.messageId, data.sellerId),
        0.5,
      );
      const until = Date.now() + 20_000;
      let status = written?.status;
      while (status === 'queued' && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        [{ status } = { status: undefined }] = await t.database.db
          .select({ status: recoveryMessages.status })
          .from(recoveryMessages)
          .where(eq(recoveryMessages.id, written?.id ?? ''));
      }
      expect(status).toBe('sent');
    } finally {
      await restarted.stop();
      await t.app.queue.start();
    }
  });
});

describe('providers and the admin', () => {
  it('keeps tokens write-only, verifies webhooks, and honours a STOP by SMS', async () => {
    const headers = await as(t, admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/web/admin/messaging-providers',
      headers,
      payload: {
        channel: 'sms',
        kind: 'twilio',
        name: 'Twilio',
        settings: { accountSid: 'AC0123456789abcdef', from: '+15005550006' },
        tokens: ['auth-token-secret-9876'],
        isDefault: false,
      },
    });
    expect(created.statusCode).toBe(201);
    const provider = created.json<MessagingProvider>();
    expect(provider).toMatchObject({
      kind: 'twilio',
      tokens: ['••••9876', null, null],
      isDefault: false,
    });
    expect(JSON.stringify(provider)).not.toContain('auth-token-secret');
    expect(provider.webhookUrl).toBe(`http://localhost:3000/hooks/messaging/${provider.id}`);
    const kept = await t.app.inject({
      method: 'PUT',
      url: `/web/admin/messaging-providers/${provider.id}`,
      headers,
      payload: {
        channel: 'sms',
        kind: 'twilio',
        name: 'Twilio BR',
        settings: { accountSid: 'AC0123456789abcdef', from: '+15005550006' },
        tokens: [null],
      },
    });
    expect(kept.json()).toMatchObject({ name: 'Twilio BR', tokens: ['••••9876', null, null] });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: '/web/admin/messaging-providers',
      headers,
      payload: { channel: 'whatsapp', kind: 'twilio', name: 'Wrong' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toHaveProperty('kind');

    // A buyer who got an SMS answers STOP through Twilio.
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    const [run] = await t.database.db
      .insert(recoveryRuns)
      .values({
        sellerId: seller.id,
        event: 'abandoned_checkout',
        livemode: true,
        leadId: null,
        chargeId: (await checkoutCharge(productId, { method: 'pix' })).id,
        productId,
        buyerName: 'Jo',
        buyerPhone: '+5511922223333',
        locale: 'pt-BR',
        amount: 19_700,
        status: 'active',
        nextAt: new Date('2030-01-01T00:00:00Z'),
        startedAt: t.clock.now(),
        createdAt: t.clock.now(),
        updatedAt: t.clock.now(),
      })
      .returning();
    await t.database.db.insert(recoveryMessages).values({
      sellerId: seller.id,
      runId: run?.id ?? '',
      livemode: true,
      step: 0,
      channel: 'sms',
      recipient: '+5511922223333',
      body: 'Oi',
      status: 'sent',
      price: 0,
      providerId: provider.id,
      providerMessageId: 'SM0001',
      linkToken: 'link-token-0000000001',
      optOutToken: 'optout-token-00000001',
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    });
    const url = `http://localhost:3000/hooks/messaging/${provider.id}`;
    const inbound = new URLSearchParams({
      MessageSid: 'SM9999',
      From: '+5511922223333',
      To: '+15005550006',
      Body: 'STOP',
    });
    const post = (params: URLSearchParams, signature: string) =>
      t.app.inject({
        method: 'POST',
        url: `/hooks/messaging/${provider.id}`,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature,
        },
        payload: params.toString(),
      });
    expect((await post(inbound, 'forged')).statusCode).toBe(401);
    const stop = await post(inbound, twilioSignature('auth-token-secret-9876', url, inbound));
    expect(stop.statusCode).toBe(200);
    expect(stop.headers['content-type']).toContain('text/xml');
    expect(stop.body).toContain('<Response></Response>');
    const [stopped] = await t.database.db
      .select()
      .from(recoveryRuns)
      .where(eq(recoveryRuns.id, run?.id ?? ''));
    expect(stopped).toMatchObject({ status: 'stopped', stopReason: 'opted_out' });
    const delivered = new URLSearchParams({ MessageSid: 'SM0001', MessageStatus: 'delivered' });
    await post(delivered, twilioSignature('auth-token-secret-9876', url, delivered));
    const [message] = await t.database.db
      .select()
      .from(recoveryMessages)
      .where(eq(recoveryMessages.providerMessageId, 'SM0001'));
    expect(message?.status).toBe('delivered');
    // An unknown provider proves nothing.
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/hooks/messaging/00000000-0000-4000-8000-000000000000',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.statusCode).toBe(401);

    // The admin's log shows every seller's messages, the seller's only their own.
    const log = (
      await t.app.inject({
        method: 'GET',
        url: `/web/admin/recovery/messages?sellerId=${seller.id}`,
        headers,
      })
    ).json<AdminRecoveryMessagePage>();
    expect(log.items).toEqual([
      expect.objectContaining({ sellerId: seller.id, channel: 'sms', status: 'delivered' }),
    ]);
    const sellerOnly = await t.app.inject({
      method: 'GET',
      url: '/web/admin/recovery/messages',
      headers: await as(t, seller),
    });
    expect(sellerOnly.statusCode).toBe(403);
  });

  it('refuses an admin acting as the seller to change what the seller spends', async () => {
    const seller = await liveSeller(t);
    const { token } = await createSession(t.database.db, t.clock, {
      userId: seller.id,
      impersonatorId: admin.id,
      ttlMs: 60_000,
      ip: null,
      userAgent: 'test',
    });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/web/recovery/sequences/pix_unpaid',
      headers: bearer(token),
      payload: { enabled: true, steps: steps(['email', 5]) },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('impersonation.forbidden_action');
  });
});

describe('the checkout’s lead', () => {
  it('needs a name and a way to reach the buyer, and refuses what is not one', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/web/public/products/${productId}/leads`, payload });
    expect((await post({ name: 'Ana' })).json().error.fields).toHaveProperty('email');
    expect((await post({ name: 'Ana', email: 'not-an-email' })).json().error.fields).toHaveProperty(
      'email',
    );
    expect((await post({ name: 'Ana', phone: 'call me' })).json().error.fields).toHaveProperty(
      'phone',
    );
    expect((await post({ name: 'A\u0000na', email: 'a@example.com' })).statusCode).toBe(400);
    expect((await post({ name: 'x'.repeat(5_000), email: 'a@example.com' })).statusCode).toBe(400);
    expect(
      (await post({ name: 'Ana', email: 'a@example.com', token: '../../etc' })).statusCode,
    ).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/web/public/products/00000000-0000-4000-8000-000000000000/leads',
      payload: { name: 'Ana', email: 'a@example.com' },
    });
    expect(unknown.statusCode).toBe(404);
    // Another product's lead token makes a new lead here instead of moving that one.
    const first = (await post({ name: 'Ana', email: 'a@example.com' })).json().token;
    const otherProduct = await productOf(t, seller);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/web/public/products/${otherProduct}/leads`,
      payload: { name: 'Ana', email: 'a@example.com', token: first },
    });
    expect(moved.json().token).not.toBe(first);
  });

  it('lists abandoned checkouts with a link that reopens them, with no sequence switched on', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller);
    const lead = await t.app.inject({
      method: 'POST',
      url: `/web/public/products/${productId}/leads`,
      payload: { name: 'Lia Prado', email: 'lia@example.com', phone: '(21) 99888-7766' },
    });
    const token = lead.json().token as string;
    const leads = async () =>
      (await read(seller, '/web/recovery/leads')).json<RecoveryLeadPage>().items;
    // A buyer may still be typing: not abandoned yet.
    expect(await leads()).toEqual([]);
    t.clock.set(new Date(t.clock.now().getTime() + 6 * 60_000));
    const [listed] = await leads();
    expect(listed).toMatchObject({
      buyerName: 'Lia Prado',
      buyerEmail: 'lia@example.com',
      buyerPhone: '+5521998887766',
      productId,
      amount: 19_700,
      runId: null,
      checkoutUrl: `http://localhost:3000/checkout/${productId}?r=${token}`,
    });
    const reopened = await t.app.inject({
      method: 'GET',
      url: `/web/public/recovery/links/${token}`,
    });
    expect(reopened.json()).toEqual({
      productId,
      event: 'abandoned_checkout',
      buyer: {
        name: 'Lia Prado',
        email: 'lia@example.com',
        phone: '+5521998887766',
        document: null,
      },
      previous: null,
    });
    expect((await leads()).length).toBe(1);
    expect((await read(await liveSeller(t), '/web/recovery/leads')).json().items).toEqual([]);
    // Once the buyer makes a charge at the checkout, they are no longer an abandoned checkout.
    await checkoutCharge(productId, { method: 'pix', leadToken: token });
    expect(await leads()).toEqual([]);
  });
});
