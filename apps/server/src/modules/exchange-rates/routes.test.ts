import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExchangeRatesResponse } from '@repasse/core/contract/analytics';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type Config, testConfig } from '../../config.ts';
import { exchangeRateQuotes } from '../../db/schema.ts';
import { createQueue, queueNames } from '../../jobs/queue.ts';
import { sandboxQuote } from '../../providers/rates/sandbox.ts';
import { createStorage } from '../../providers/storage/create-storage.ts';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';

/** A PTAX service on this machine: one bulletin a day per currency, or a 500 while failing. */
const ptax = {
  usd: ['5.3412', '5.3418'],
  eur: ['6.1790', '6.1812'],
  failing: false,
  delayMs: 0,
  requests: 0,
};
const server = createServer((request, response) => {
  ptax.requests += 1;
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://ptax.test').pathname);
  const [buy, sell, at, type] = path.includes('CotacaoDolarDia(')
    ? [...ptax.usd, '2026-11-24 13:04:29.123', null]
    : [...ptax.eur, '2026-11-24 13:06:29.581', 'Fechamento PTAX'];
  const body = ptax.failing
    ? '{"error":"indisponível"}'
    : `{"value":[{"cotacaoCompra":${buy},"cotacaoVenda":${sell},"dataHoraCotacao":"${at}"${type ? `,"tipoBoletim":"${type}"` : ''}}]}`;
  setTimeout(
    () =>
      response
        .writeHead(ptax.failing ? 500 : 200, { 'content-type': 'application/json' })
        .end(body),
    ptax.delayMs,
  );
});

let ptaxUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ptaxUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/olinda/servico/PTAX/versao/v1/odata/`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  Object.assign(ptax, {
    usd: ['5.3412', '5.3418'],
    eur: ['6.1790', '6.1812'],
    failing: false,
    delayMs: 0,
    requests: 0,
  });
});

const start = '2026-11-24T18:00:00.000Z';
const ptaxConfig = (): Partial<Config> => ({
  outboundAllowPrivateNetworks: true,
  exchangeRates: {
    kind: 'ptax',
    ptaxUrl,
    sandboxDelayMs: 0,
    ttlMs: 5 * 60_000,
    minRefreshMs: 30_000,
  },
});

const get = (app: FastifyInstance, query = '', headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/web/public/exchange-rates${query}`, headers });
const rates = async (app: FastifyInstance, query = '') => {
  const response = await get(app, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ExchangeRatesResponse>();
};

const firstAnswer = {
  rates: [
    { currency: 'USD', buy: '5.3412', sell: '5.3418', quotedAt: '2026-11-24T16:04:29.123Z' },
    { currency: 'EUR', buy: '6.1790', sell: '6.1812', quotedAt: '2026-11-24T16:06:29.581Z' },
  ],
  fetchedAt: start,
  stale: false,
};

describe('GET /web/public/exchange-rates with PTAX', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: ptaxConfig() });
  });
  afterAll(() => t.close());

  it('asks the provider once, then answers from the database until the TTL passes', async () => {
    t.clock.set(start);
    const first = await get(t.app);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual(firstAnswer);
    expect(ptax.requests).toBe(2);

    ptax.usd = ['5.4000', '5.4006'];
    t.clock.advance(20_000);
    // A refresh within the minimum interval does not reach the provider either.
    expect(await rates(t.app, '?refresh=true')).toEqual(firstAnswer);
    t.clock.set('2026-11-24T18:04:59.000Z');
    expect(await rates(t.app)).toEqual(firstAnswer);
    expect(await rates(t.app, '?refresh=false')).toEqual(firstAnswer);
    expect(ptax.requests).toBe(2);

    const refreshed = await rates(t.app, '?refresh=true');
    expect(ptax.requests).toBe(4);
    expect(refreshed.rates[0]).toMatchObject({ currency: 'USD', buy: '5.4000', sell: '5.4006' });
    expect(refreshed.fetchedAt).toBe('2026-11-24T18:04:59.000Z');

    ptax.eur = ['6.2000', '6.2030'];
    t.clock.advance(5 * 60_000);
    const expired = await rates(t.app);
    expect(ptax.requests).toBe(6);
    expect(expired.rates[1]).toMatchObject({ currency: 'EUR', buy: '6.2000', sell: '6.2030' });
    expect(expired).toMatchObject({ fetchedAt: '2026-11-24T18:09:59.000Z', stale: false });
  });

  it('answers the last rates, with their time, as stale while the provider fails', async () => {
    t.clock.set('2026-11-24T18:20:00.000Z');
    const before = await rates(t.app);
    expect(before.stale).toBe(false);
    expect(before.fetchedAt).toBe('2026-11-24T18:20:00.000Z');

    ptax.failing = true;
    ptax.usd = ['9.9999', '9.9999'];
    t.clock.advance(31_000);
    const failed = await rates(t.app, '?refresh=true');
    expect(failed).toEqual({ ...before, stale: true });
    expect(ptax.requests).toBe(4);
    const [usd] = await t.database.db.select().from(exchangeRateQuotes);
    expect(usd?.failedAt?.toISOString()).toBe('2026-11-24T18:20:31.000Z');
    expect(usd?.lastError).toContain('answered 500');

    // Until the next attempt, every process answers the same from the database.
    t.clock.advance(10_000);
    expect(await rates(t.app)).toEqual({ ...before, stale: true });
    expect(ptax.requests).toBe(4);

    ptax.failing = false;
    t.clock.advance(30_000);
    const recovered = await rates(t.app, '?refresh=true');
    expect(recovered.stale).toBe(false);
    expect(recovered.rates[0]).toMatchObject({ buy: '9.9999' });
    expect(recovered.fetchedAt).toBe('2026-11-24T18:21:11.000Z');
  });

  it('refuses hostile queries with a 400', async () => {
    for (const query of [
      '?refresh=yes',
      '?refresh=1',
      '?refresh=TRUE',
      '?refresh=true&refresh=false',
      '?refresh=%00',
      '?refresh=%F0%9F%98',
      `?refresh=${'t'.repeat(5000)}`,
    ]) {
      const response = await get(t.app, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toMatch(/^(validation|bad_request)$/);
    }
  });

  it('limits the refreshes of one address', async () => {
    t.clock.set('2026-11-24T19:00:00.000Z');
    for (let i = 0; i < 30; i += 1)
      expect((await get(t.app, '?refresh=true')).statusCode).toBe(200);
    const limited = await get(t.app, '?refresh=true');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Plain reads are never limited: they cost the provider nothing.
    expect((await get(t.app)).statusCode).toBe(200);
    t.clock.advance(60_000);
    expect((await get(t.app, '?refresh=true')).statusCode).toBe(200);
  });
});

describe('GET /web/public/exchange-rates with nothing stored yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: ptaxConfig() });
  });
  afterAll(() => t.close());

  it('answers 503 while the provider fails, and tries again after the minimum interval', async () => {
    t.clock.set(start);
    ptax.failing = true;
    const failed = await get(t.app, '', { 'accept-language': 'pt-BR' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error).toEqual({
      code: 'exchange_rates.unavailable',
      message: 'As cotações estão indisponíveis no momento. Tente novamente em alguns minutos.',
    });
    expect(ptax.requests).toBe(2);

    ptax.failing = false;
    t.clock.advance(10_000);
    expect((await get(t.app)).statusCode).toBe(503);
    expect(ptax.requests).toBe(2);
    t.clock.advance(20_000);
    expect(await rates(t.app)).toEqual({ ...firstAnswer, fetchedAt: '2026-11-24T18:00:30.000Z' });
  });
});

describe('GET /web/public/exchange-rates from two processes at once', () => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp({ config: ptaxConfig() });
    // A second app on the same database: another API process.
    const config = testConfig(ptaxConfig());
    other = await buildApp({
      config,
      database: t.database,
      clock: t.clock,
      queue: createQueue(t.database, queueNames),
      storage: createStorage(config),
    });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });
  afterEach(() => {
    ptax.delayMs = 0;
  });

  it('asks the provider once per currency, and every request gets the rates', async () => {
    t.clock.set(start);
    ptax.delayMs = 300;
    const burst = (query: string) =>
      Promise.all(
        [t.app, other, t.app, other, t.app, other, t.app, other].map((app) => get(app, query)),
      );
    const first = await burst('');
    expect(first.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    for (const response of first) expect(response.json()).toEqual(firstAnswer);
    expect(ptax.requests).toBe(2);

    t.clock.advance(31_000);
    const refreshed = await burst('?refresh=true');
    expect(refreshed.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(ptax.requests).toBe(4);
  });
});

describe('the sandbox rates provider', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createUserAndLogin(t, 'admin')).token;
  });
  afterAll(() => t.close());

  const switchTo = (failing: boolean, token = admin) =>
    t.app.inject({
      method: 'PUT',
      url: '/web/admin/exchange-rates/sandbox',
      headers: bearer(token),
      payload: { failing },
    });

  it('answers plausible rates, and fails while an admin says so', async () => {
    t.clock.set(start);
    const now = new Date(start);
    const shown = await rates(t.app);
    expect(shown).toEqual({
      rates: (['USD', 'EUR'] as const).map((currency) => {
        const quote = sandboxQuote(currency, now);
        return { ...quote, quotedAt: quote.quotedAt.toISOString() };
      }),
      fetchedAt: start,
      stale: false,
    });

    const switched = await switchTo(true);
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({ failing: true });
    t.clock.advance(31_000);
    expect(await rates(t.app, '?refresh=true')).toEqual({ ...shown, stale: true });

    expect((await switchTo(false)).statusCode).toBe(200);
    t.clock.advance(31_000);
    const later = new Date('2026-11-24T18:01:02.000Z');
    const back = await rates(t.app, '?refresh=true');
    expect(back).toMatchObject({ stale: false, fetchedAt: later.toISOString() });
    expect(back.rates[0]).toMatchObject({ buy: sandboxQuote('USD', later).buy });
  });

  it('lets only admins switch it', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    expect((await switchTo(true, seller.token)).statusCode).toBe(403);
  });
});
