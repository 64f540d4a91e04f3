import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ptaxRatesProvider } from './ptax.ts';
import { RatesProviderError } from './types.ts';

type Answer = { status: number; body: string } | 'hang';

/**
 * A local stand-in for the PTAX OData service: bulletins by function and day (MM-DD-YYYY), sent as
 * raw JSON text so the numbers arrive exactly as the service writes them. A day not listed has
 * no bulletin (`{"value":[]}`), as the service answers for weekends and holidays.
 */
const ptax = {
  days: new Map<string, string>(),
  overrides: [] as Answer[],
  requests: [] as { path: string; params: URLSearchParams }[],
};
const prefix = '/olinda/servico/PTAX/versao/v1/odata/';

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://ptax.test');
  ptax.requests.push({ path: decodeURIComponent(url.pathname), params: url.searchParams });
  const override = ptax.overrides.shift();
  if (override === 'hang') return;
  const send = (status: number, body: string) =>
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' }).end(body);
  if (override) return send(override.status, override.body);
  const path = decodeURIComponent(url.pathname);
  const day = url.searchParams.get('@dataCotacao')?.replaceAll("'", '');
  const fn = path.startsWith(`${prefix}CotacaoDolarDia(`)
    ? 'USD'
    : path.startsWith(`${prefix}CotacaoMoedaDia(`)
      ? url.searchParams.get('@moeda')?.replaceAll("'", '')
      : null;
  if (!fn || !day || url.searchParams.get('$format') !== 'json') return send(400, '{}');
  send(200, `{"@odata.context":"x","value":[${ptax.days.get(`${fn} ${day}`) ?? ''}]}`);
});

let baseUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${prefix}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  ptax.days.clear();
  ptax.overrides = [];
  ptax.requests = [];
});

const provider = (options: { timeoutMs?: number; totalTimeoutMs?: number } = {}) =>
  ptaxRatesProvider({ baseUrl, ...options });

const dollarDay = (buy: string, sell: string, at: string) =>
  `{"cotacaoCompra":${buy},"cotacaoVenda":${sell},"dataHoraCotacao":"${at}"}`;
const euroBulletin = (buy: string, sell: string, at: string, type: string) =>
  `{"paridadeCompra":1.1571,"paridadeVenda":1.1572,"cotacaoCompra":${buy},"cotacaoVenda":${sell},"dataHoraCotacao":"${at}","tipoBoletim":"${type}"}`;
const askedDays = () => ptax.requests.map((r) => r.params.get('@dataCotacao'));

describe('PTAX rates provider', () => {
  it("reads the dollar's bulletin of the day, in Brasília time, with its four places", async () => {
    ptax.days.set('USD 11-24-2026', dollarDay('5.3412', '5.3418', '2026-11-24 13:04:29.123'));
    const quote = await provider().quote('USD', new Date('2026-11-24T18:00:00Z'));
    expect(quote).toEqual({
      currency: 'USD',
      buy: '5.3412',
      sell: '5.3418',
      quotedAt: new Date('2026-11-24T16:04:29.123Z'),
    });
    expect(ptax.requests).toHaveLength(1);
    expect(ptax.requests[0]?.path).toBe(`${prefix}CotacaoDolarDia(dataCotacao=@dataCotacao)`);
    expect(askedDays()).toEqual(["'11-24-2026'"]);
  });

  it('writes rates with fewer decimals in four places, never through float formatting', async () => {
    ptax.days.set('USD 11-24-2026', dollarDay('4.35', '5.1', '2026-11-24 13:04:29.86'));
    const quote = await provider().quote('USD', new Date('2026-11-24T18:00:00Z'));
    expect([quote.buy, quote.sell]).toEqual(['4.3500', '5.1000']);
    expect(quote.quotedAt.toISOString()).toBe('2026-11-24T16:04:29.860Z');
  });

  it("asks for São Paulo's day: 22:30 in Brasília is still the 24th, though it is the 25th in UTC", async () => {
    ptax.days.set('USD 11-24-2026', dollarDay('5.3412', '5.3418', '2026-11-24 13:04:29.123'));
    await provider().quote('USD', new Date('2026-11-25T01:30:00Z'));
    expect(askedDays()).toEqual(["'11-24-2026'"]);
  });

  it("falls back over a weekend and a holiday to the last business day's bulletin", async () => {
    // Monday 2026-11-23 at 9:00, before the first bulletin; Friday the 20th is Black
    // Awareness Day, a bank holiday: Thursday's bulletin is the last.
    ptax.days.set('USD 11-19-2026', dollarDay('5.2988', '5.2994', '2026-11-19 13:09:33.512'));
    const quote = await provider().quote('USD', new Date('2026-11-23T12:00:00Z'));
    expect(askedDays()).toEqual(["'11-23-2026'", "'11-19-2026'"]);
    expect(quote).toMatchObject({ buy: '5.2988', sell: '5.2994' });
    expect(quote.quotedAt.toISOString()).toBe('2026-11-19T16:09:33.512Z');
  });

  it('on a Sunday asks for Friday without asking for the weekend', async () => {
    ptax.days.set('USD 11-27-2026', dollarDay('5.3001', '5.3007', '2026-11-27 13:02:11.1'));
    const quote = await provider().quote('USD', new Date('2026-11-29T15:00:00Z'));
    expect(askedDays()).toEqual(["'11-27-2026'"]);
    expect(quote.buy).toBe('5.3001');
  });

  it("takes the euro's closing bulletin among the day's, whatever their order", async () => {
    ptax.days.set(
      'EUR 11-24-2026',
      [
        euroBulletin('6.1805', '6.1830', '2026-11-24 10:09:31.4', 'Abertura'),
        euroBulletin('6.1790', '6.1812', '2026-11-24 13:06:29.581', 'Fechamento PTAX'),
        euroBulletin('6.1850', '6.1877', '2026-11-24 12:06:28.91', 'Intermediário'),
      ].join(','),
    );
    const quote = await provider().quote('EUR', new Date('2026-11-24T19:00:00Z'));
    expect(quote).toEqual({
      currency: 'EUR',
      buy: '6.1790',
      sell: '6.1812',
      quotedAt: new Date('2026-11-24T16:06:29.581Z'),
    });
    const [request] = ptax.requests;
    expect(request?.path).toBe(`${prefix}CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)`);
    expect(request?.params.get('@moeda')).toBe("'EUR'");
  });

  it('before the closing bulletin takes the latest of the day', async () => {
    ptax.days.set(
      'EUR 11-24-2026',
      [
        euroBulletin('6.1850', '6.1877', '2026-11-24 12:06:28.91', 'Intermediário'),
        euroBulletin('6.1805', '6.1830', '2026-11-24 10:09:31.4', 'Abertura'),
        euroBulletin('6.1822', '6.1849', '2026-11-24 11:05:30.2', 'Intermediário'),
      ].join(','),
    );
    const quote = await provider().quote('EUR', new Date('2026-11-24T15:30:00Z'));
    expect(quote).toMatchObject({ buy: '6.1850', sell: '6.1877' });
    expect(quote.quotedAt.toISOString()).toBe('2026-11-24T15:06:28.910Z');
  });

  it('gives up after a week without bulletins', async () => {
    await expect(provider().quote('USD', new Date('2026-11-24T18:00:00Z'))).rejects.toThrow(
      RatesProviderError,
    );
    // The business days from the 24th back to the 17th (the 20th a holiday).
    expect(askedDays()).toEqual([
      "'11-24-2026'",
      "'11-23-2026'",
      "'11-19-2026'",
      "'11-18-2026'",
      "'11-17-2026'",
    ]);
  });

  it.each([
    ['a server error', { status: 500, body: '<html>erro</html>' }],
    ['a refusal', { status: 400, body: '{"error":"bad"}' }],
    ['garbage', { status: 200, body: '{"value":[{"cotacaoCompra":' }],
    ['another shape', { status: 200, body: '{"value":[{"cotacaoCompra":"5,3412"}]}' }],
    ['no value list', { status: 200, body: '{"odata":"x"}' }],
    [
      'an unreadable time',
      { status: 200, body: `{"value":[${dollarDay('5.3', '5.4', '24/11/2026')}]}` },
    ],
    [
      'a rate of zero',
      { status: 200, body: `{"value":[${dollarDay('0', '0', '2026-11-24 13:04:29.1')}]}` },
    ],
  ])('fails on %s without falling back to other days', async (_name, answer) => {
    ptax.overrides.push(answer);
    ptax.days.set('USD 11-23-2026', dollarDay('5.2988', '5.2994', '2026-11-23 13:09:33.512'));
    await expect(provider().quote('USD', new Date('2026-11-24T18:00:00Z'))).rejects.toThrow(
      RatesProviderError,
    );
    expect(ptax.requests).toHaveLength(1);
  });

  it('fails when the service does not answer in time', async () => {
    ptax.overrides.push('hang');
    const started = Date.now();
    await expect(
      provider({ timeoutMs: 200 }).quote('USD', new Date('2026-11-24T18:00:00Z')),
    ).rejects.toThrow(RatesProviderError);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('stops falling back when the whole quote runs out of time', async () => {
    ptax.overrides.push({ status: 200, body: '{"value":[]}' }, 'hang');
    await expect(
      provider({ timeoutMs: 5_000, totalTimeoutMs: 300 }).quote(
        'USD',
        new Date('2026-11-23T12:00:00Z'),
      ),
    ).rejects.toThrow(RatesProviderError);
    expect(ptax.requests).toHaveLength(2);
  });

  it('cannot reach an address it was not given', async () => {
    const closed = ptaxRatesProvider({ baseUrl: 'http://127.0.0.1:9/odata/', timeoutMs: 1_000 });
    await expect(closed.quote('USD', new Date('2026-11-24T18:00:00Z'))).rejects.toThrow(
      RatesProviderError,
    );
  });
});
