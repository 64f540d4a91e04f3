import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { auditLog, users, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { verifyWebhook } from '../../providers/payouts/signature.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { statementsOf } from '../../test/statements.ts';
import { acquirerReceivable, seller } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { deliverWebhook } from './webhooks.ts';

let t: TestApp;
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
let answerWith = 200;
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  request.on('end', () => {
    received.push({ headers: request.headers, body });
    response.writeHead(answerWith).end();
  });
});
let receiverUrl = '';

beforeAll(async () => {
  t = await createTestApp({
    queue: true,
    // The receiver below stands for the seller's system on this machine, a private address.
    config: { outboundAllowPrivateNetworks: true },
    resolveHost: async (hostname) =>
      hostname === 'hooks.seller.example' ? [{ address: '127.0.0.1', family: 4 }] : [],
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/repasse`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const as = async (user: { id: string }) => bearer(await sessionFor(t, user.id));

async function sellerWithKeys(validated = true) {
  const user = await createUserAndLogin(t, 'seller');
  await t.database.db
    .update(users)
    .set({
      documentStatus: validated ? 'validate' : 'not_validate',
      pixKeyType: 'email',
      pixKey: 'api@loja.com.br',
    })
    .where(eq(users.id, user.id));
  const headers = await as(user);
  const live = (
    await t.app.inject({
      method: 'POST',
      url: '/web/integrations/keys',
      headers,
      payload: { mode: 'live', kind: 'secret' },
    })
  ).json();
  const test = (
    await t.app.inject({
      method: 'POST',
      url: '/web/integrations/keys',
      headers,
      payload: { mode: 'test', kind: 'secret' },
    })
  ).json();
  return { user, live: live.secret as string, test: test.secret as string };
}

async function fund(sellerId: string, amount: number) {
  await t.database.db.transaction((tx) =>
    post(tx, t.clock, {
      reference: `fund:${sellerId}:${amount}`,
      type: 'adjustment',
      sellerId,
      movements: [
        { from: acquirerReceivable('sandbox'), to: seller(sellerId, 'available'), amount },
      ],
    }),
  );
}

describe('API keys', () => {
  it('shows a secret once, lists it masked, and revokes the old one on regeneration', async () => {
    const user = await createUserAndLogin(t, 'seller');
    const headers = await as(user);
    const first = (
      await t.app.inject({
        method: 'POST',
        url: '/web/integrations/keys',
        headers,
        payload: { mode: 'test', kind: 'secret' },
      })
    ).json();
    expect(first.secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/web/integrations/keys', headers })
    ).json();
    expect(listed.liveEnabled).toBe(false);
    expect(listed.keys).toHaveLength(1);
    expect(listed.keys[0].display).toBe(`sk_test_••••${first.secret.slice(-4)}`);
    expect(JSON.stringify(listed)).not.toContain(first.secret);
    const publicKey = (
      await t.app.inject({
        method: 'POST',
        url: '/web/integrations/keys',
        headers,
        payload: { mode: 'test', kind: 'public' },
      })
    ).json();
    expect(publicKey.key.display).toBe(publicKey.secret);

    const balanceWith = (key: string) =>
      t.app.inject({ method: 'GET', url: '/v1/balance', headers: bearer(key) });
    expect((await balanceWith(first.secret)).statusCode).toBe(200);
    const second = (
      await t.app.inject({
        method: 'POST',
        url: '/web/integrations/keys',
        headers,
        payload: { mode: 'test', kind: 'secret' },
      })
    ).json();
    expect((await balanceWith(first.secret)).statusCode).toBe(401);
    expect((await balanceWith(second.secret)).json()).toMatchObject({
      object: 'balance',
      livemode: false,
      available: 0,
    });
    expect((await balanceWith(publicKey.secret)).statusCode).toBe(401);
    expect((await balanceWith('sk_test_nope')).json().error.code).toBe('api.invalid_key');
  });

  it('lets live keys work only for validated sellers, and never accepts session tokens', async () => {
    const unvalidated = await sellerWithKeys(false);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/v1/balance',
      headers: bearer(unvalidated.live),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('api.live_disabled');
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/balance', headers: bearer(unvalidated.test) }))
        .statusCode,
    ).toBe(200);
    const session = await sessionFor(t, unvalidated.user.id);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/balance', headers: bearer(session) }))
        .statusCode,
    ).toBe(401);
  });
});

describe('/v1/withdrawals with idempotency', () => {
  it('creates, replays, refuses a changed body, retrieves and lists', async () => {
    const { user, live, test } = await sellerWithKeys();
    await fund(user.id, 30_000);
    const create = (amount: number, key: string, secret = live) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/withdrawals',
        headers: { ...bearer(secret), 'idempotency-key': key },
        payload: { amount },
      });
    let first = undefined as unknown as Awaited<ReturnType<typeof create>>;
    const sent = await statementsOf(async () => {
      first = await create(10_000, 'api-idem-000001');
    });
    expect(first.statusCode).toBe(201);
    if (process.env.TEST_DB === 'postgres') {
      // The answer is kept by the transaction that holds the amount, before its commit (0009).
      const texts = sent.map((statement) => statement.toLowerCase());
      const kept = texts.findIndex((statement) =>
        statement.startsWith('update idempotency_records'),
      );
      expect(kept).toBeGreaterThan(texts.indexOf('begin'));
      expect(kept).toBeLessThan(texts.lastIndexOf('commit'));
      expect(
        texts.slice(kept + 1).some((statement) => statement.includes('idempotency_records')),
      ).toBe(false);
    }
    expect(first.json()).toMatchObject({
      amount: 10_000,
      fee: 367,
      payout: 9_633,
      status: 'pending',
    });
    const replay = await create(10_000, 'api-idem-000001');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const changed = await create(12_000, 'api-idem-000001');
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.code).toBe('idempotency.mismatch');
    expect((await create(10_000, 'bad key!')).statusCode).toBe(400);

    const refusedTest = await create(10_000, 'api-idem-000002', test);
    expect(refusedTest.json().error.code).toBe('api.live_key_required');
    const invalid = await create(10, 'api-idem-000003');
    expect(invalid.json().error.code).toBe('withdrawal.below_minimum');
    // A refusal is an answer too: the same key replays it.
    expect((await create(10, 'api-idem-000003')).headers['idempotent-replayed']).toBe('true');

    const retrieved = await t.app.inject({
      method: 'GET',
      url: `/v1/withdrawals/${first.json().id}`,
      headers: bearer(live),
    });
    expect(retrieved.json().timeline[0]).toMatchObject({ status: 'pending', actorType: 'seller' });
    const list = (
      await t.app.inject({ method: 'GET', url: '/v1/withdrawals', headers: bearer(live) })
    ).json();
    expect(list.total).toBe(1);
    const balance = (
      await t.app.inject({ method: 'GET', url: '/v1/balance', headers: bearer(live) })
    ).json();
    expect(balance).toMatchObject({ livemode: true, available: 20_000, withdrawing: 10_000 });

    const other = await sellerWithKeys();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/withdrawals/${first.json().id}`,
          headers: bearer(other.live),
        })
      ).statusCode,
    ).toBe(404);
    // Keys are per seller: another seller may use the same idempotency key freely.
    await fund(other.user.id, 20_000);
    expect(
      (await create(10_000, 'api-idem-000001', other.live)).headers['idempotent-replayed'],
    ).toBeUndefined();
  });
});

describe('outgoing webhooks', () => {
  it('signs deliveries, retries failures and lets the seller see and replay them', async () => {
    const { user, live } = await sellerWithKeys();
    await fund(user.id, 20_000);
    const headers = await as(user);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/web/integrations/webhooks',
      headers,
      payload: { url: 'ftp://x', events: [] },
    });
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual(['events', 'url']);
    const endpoint = (
      await t.app.inject({
        method: 'POST',
        url: '/web/integrations/webhooks',
        headers,
        payload: { url: receiverUrl, events: ['withdrawal.created', 'withdrawal.rejected'] },
      })
    ).json();
    expect(endpoint.secret).toMatch(/^whsec_/);

    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/withdrawals',
        headers: bearer(live),
        payload: { amount: 10_000 },
      })
    ).json();
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(delivery).toMatchObject({ eventType: 'withdrawal.created', status: 'pending' });
    const [job] = rowsOf<{ data: object }>(
      await t.database.db.execute(
        sql`SELECT data FROM pgboss.job WHERE name = 'webhooks.deliver' AND singleton_key = ${delivery?.id}`,
      ),
    );
    expect(job?.data).toEqual({ deliveryId: delivery?.id, sellerId: user.id });
    // Named with another seller, the delivery is not found: nothing is sent.
    const before = received.length;
    await deliverWebhook(t.app, delivery?.id as string, endpoint.id);
    expect(received).toHaveLength(before);

    answerWith = 500;
    await expect(deliverWebhook(t.app, delivery?.id as string, user.id)).rejects.toThrow(
      /HTTP 500/,
    );
    answerWith = 200;
    await deliverWebhook(t.app, delivery?.id as string);
    const last = received.at(-1);
    expect(last).toBeDefined();
    const event = JSON.parse(last?.body ?? '{}');
    expect(event).toMatchObject({
      type: 'withdrawal.created',
      data: { id: created.id, amount: 10_000, payout: 9_633 },
    });
    expect(() =>
      verifyWebhook(
        endpoint.secret,
        Buffer.from(last?.body ?? ''),
        String(last?.headers['repasse-signature']),
        t.clock.now(),
      ),
    ).not.toThrow();
    expect(() =>
      verifyWebhook(
        'whsec_other',
        Buffer.from(last?.body ?? ''),
        String(last?.headers['repasse-signature']),
        t.clock.now(),
      ),
    ).toThrow();

    const log = (
      await t.app.inject({
        method: 'GET',
        url: `/web/integrations/webhooks/${endpoint.id}/deliveries`,
        headers,
      })
    ).json();
    expect(log.items[0]).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200 });
    const replay = await t.app.inject({
      method: 'POST',
      url: `/web/integrations/deliveries/${delivery?.id}/replay`,
      headers,
    });
    expect(replay.statusCode).toBe(202);
    await deliverWebhook(t.app, delivery?.id as string);
    expect(received.filter((r) => JSON.parse(r.body).id === event.id)).toHaveLength(3);

    // Rolling the secret: the next delivery verifies with the new one only.
    const rolled = await t.app.inject({
      method: 'POST',
      url: `/web/integrations/webhooks/${endpoint.id}/secret`,
      headers,
    });
    expect(rolled.statusCode).toBe(200);
    const newSecret = rolled.json().secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(endpoint.secret);
    expect(
      (await t.app.inject({ method: 'GET', url: '/web/integrations/webhooks', headers })).body,
    ).not.toContain(newSecret);
    await t.app.inject({
      method: 'POST',
      url: `/web/integrations/deliveries/${delivery?.id}/replay`,
      headers,
    });
    await deliverWebhook(t.app, delivery?.id as string);
    const resigned = received.at(-1);
    const verifyWith = (secret: string) => () =>
      verifyWebhook(
        secret,
        Buffer.from(resigned?.body ?? ''),
        String(resigned?.headers['repasse-signature']),
        t.clock.now(),
      );
    expect(verifyWith(newSecret)).not.toThrow();
    expect(verifyWith(endpoint.secret)).toThrow();

    const stranger = await createUserAndLogin(t, 'seller');
    const strangerHeaders = await as(stranger);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/web/integrations/webhooks/${endpoint.id}/secret`,
          headers: strangerHeaders,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/web/integrations/webhooks/${endpoint.id}/deliveries`,
          headers: strangerHeaders,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/web/integrations/deliveries/${delivery?.id}/replay`,
          headers: strangerHeaders,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('delivers to a host name at the address it was vetted at, keeping the name in Host', async () => {
    const { user, live } = await sellerWithKeys();
    await fund(user.id, 20_000);
    const headers = await as(user);
    const port = new URL(receiverUrl).port;
    const endpoint = (
      await t.app.inject({
        method: 'POST',
        url: '/web/integrations/webhooks',
        headers,
        payload: {
          url: `http://hooks.seller.example:${port}/hooks/named`,
          events: ['withdrawal.created'],
        },
      })
    ).json();
    expect(endpoint.secret).toMatch(/^whsec_/);
    await t.app.inject({
      method: 'POST',
      url: '/v1/withdrawals',
      headers: bearer(live),
      payload: { amount: 10_000 },
    });
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    await deliverWebhook(t.app, delivery?.id as string);
    // Only the test resolver knows this name: the request reached it through the vetted address.
    const last = received.at(-1);
    expect(last?.headers.host).toBe(`hooks.seller.example:${port}`);
    expect(() =>
      verifyWebhook(
        endpoint.secret,
        Buffer.from(last?.body ?? ''),
        String(last?.headers['repasse-signature']),
        t.clock.now(),
      ),
    ).not.toThrow();
  });

  /** A seller with a session and an endpoint for charge.paid at the test receiver. */
  async function sellerWithEndpoint() {
    const { user } = await sellerWithKeys();
    const headers = await as(user);
    const created = await t.app.inject({
      method: 'POST',
      url: '/web/integrations/webhooks',
      headers,
      payload: { url: receiverUrl, events: ['charge.paid'] },
    });
    return { user, headers, endpoint: created.json() };
  }

  it('writes every change of an endpoint to the audit log, the signing secret never', async () => {
    const { user, headers, endpoint } = await sellerWithEndpoint();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/web/integrations/webhooks/${endpoint.id}`,
      headers,
      payload: {
        url: `${receiverUrl}/v2`,
        events: ['charge.paid', 'charge.refunded'],
        active: false,
      },
    });
    expect(changed.statusCode).toBe(200);
    const rolled = await t.app.inject({
      method: 'POST',
      url: `/web/integrations/webhooks/${endpoint.id}/secret`,
      headers,
    });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/web/integrations/webhooks/${endpoint.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    // Another seller's attempt changes nothing and leaves no entry.
    const stranger = await createUserAndLogin(t, 'seller');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/web/integrations/webhooks/${endpoint.id}`,
      headers: await as(stranger),
    });
    expect(refused.statusCode).toBe(404);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, endpoint.id))
      // The test clock stands still, so the entries share one time: in the order of their names.
      .orderBy(asc(auditLog.action));
    const first = { url: receiverUrl, events: ['charge.paid'], active: true };
    const second = {
      url: `${receiverUrl}/v2`,
      events: ['charge.paid', 'charge.refunded'],
      active: false,
    };
    expect(
      entries.map(({ action, actorId, targetType, before, after }) => ({
        action,
        actorId,
        targetType,
        before,
        after,
      })),
    ).toEqual([
      {
        action: 'integrations.webhook_add',
        actorId: user.id,
        targetType: 'webhook_endpoint',
        before: null,
        after: first,
      },
      {
        action: 'integrations.webhook_change',
        actorId: user.id,
        targetType: 'webhook_endpoint',
        before: first,
        after: second,
      },
      {
        action: 'integrations.webhook_remove',
        actorId: user.id,
        targetType: 'webhook_endpoint',
        before: second,
        after: null,
      },
      {
        action: 'integrations.webhook_secret_roll',
        actorId: user.id,
        targetType: 'webhook_endpoint',
        before: null,
        after: null,
      },
    ]);
    const logged = JSON.stringify(entries);
    expect(logged).not.toContain(endpoint.secret);
    expect(logged).not.toContain(rolled.json().secret);
  });

  it("logs changes made at once as a chain: each one's before is what the other left", async () => {
    const { headers, endpoint } = await sellerWithEndpoint();
    const change = (path: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/web/integrations/webhooks/${endpoint.id}`,
        headers,
        payload: { url: `${receiverUrl}/${path}`, events: ['charge.paid'], active: true },
      });
    const answers = await Promise.all([change('a'), change('b'), change('c')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);

    const changes = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, endpoint.id));
    const urlOf = (side: unknown) => (side as { url: string } | null)?.url;
    const befores = changes
      .filter((e) => e.action === 'integrations.webhook_change')
      .map((e) => urlOf(e.before));
    const afters = changes
      .filter((e) => e.action === 'integrations.webhook_change')
      .map((e) => urlOf(e.after));
    // Three links from the first URL: every before but one is another change's after.
    expect(befores).toHaveLength(3);
    expect(new Set(befores).size).toBe(3);
    expect(befores).toContain(receiverUrl);
    const last = afters.filter((url) => !befores.includes(url));
    expect(last).toHaveLength(1);
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.url).toBe(last[0]);
  });
});
