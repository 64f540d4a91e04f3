import {
  type ExchangeCurrency,
  type ExchangeRatesResponse,
  exchangeCurrencies,
} from '@repasse/core/contract/analytics';
import type { FastifyInstance } from 'fastify';
import { hitRateLimit } from '../../db/rate-limits.ts';
import { AppError } from '../../http/errors.ts';
import { createRatesProvider } from '../../providers/rates/create-rates-provider.ts';
import { setSandboxRatesFailing } from '../../providers/rates/sandbox.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import {
  claimAttempts,
  type StoredQuote,
  storedQuotes,
  storeFailure,
  storeQuote,
} from './queries.ts';

/** Refreshes one address may ask for per minute: the button, not a script. */
const refreshesPerMinute = 30;
/** How long a request with nothing to show waits for another's first answer from the provider. */
const firstAnswerWaitMs = 15_000;
const pollMs = 100;

type Usable = StoredQuote & { buy: string; sell: string; quotedAt: Date; fetchedAt: Date };
const usable = (row: StoredQuote): row is Usable => row.buy !== null && row.fetchedAt !== null;

/** Whether every currency has an attempt younger than `gapMs` (so nobody need ask again). */
function allRecent(rows: StoredQuote[], now: Date, gapMs: number): boolean {
  return exchangeCurrencies.every((currency) => {
    const row = rows.find((r) => r.currency === currency);
    return row !== undefined && now.getTime() - row.attemptedAt.getTime() < gapMs;
  });
}

/** Asks the provider for the claimed currencies, outside any transaction, and keeps the outcome. */
async function askProvider(app: FastifyInstance, currencies: ExchangeCurrency[], claim: Date) {
  const provider = createRatesProvider(app.config.exchangeRates, {
    db: app.db,
    fetch: app.outbound.fetch,
  });
  await Promise.all(
    currencies.map(async (currency) => {
      try {
        const quote = await provider.quote(currency, claim);
        await storeQuote(app.db, quote, claim, app.clock.now());
      } catch (error) {
        app.log.warn({ err: error, currency, provider: provider.kind }, 'exchange rates: failed');
        await storeFailure(app.db, currency, String(error), claim, app.clock.now());
      }
    }),
  );
}

/** An attempt still running elsewhere: its row has neither rates nor a failure since it began. */
const pending = (row: StoredQuote) =>
  !usable(row) && (row.failedAt === null || row.failedAt < row.attemptedAt);

/** The rows once no currency waits for its first answer from an attempt running elsewhere. */
async function settled(app: FastifyInstance, rows: StoredQuote[]): Promise<StoredQuote[]> {
  const until = performance.now() + firstAnswerWaitMs;
  let current = rows;
  while (current.some(pending) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    current = await storedQuotes(app.db);
  }
  return current;
}

function answerFrom(rows: StoredQuote[]): ExchangeRatesResponse {
  const shown = exchangeCurrencies
    .map((currency) => rows.find((row) => row.currency === currency))
    .filter((row): row is Usable => row !== undefined && usable(row));
  if (shown.length === 0) throw new AppError('exchange_rates.unavailable');
  const failedSince = (row: StoredQuote) =>
    !usable(row) || (row.failedAt !== null && row.failedAt > row.fetchedAt);
  const oldest = Math.min(...shown.map((row) => row.fetchedAt.getTime()));
  return {
    rates: shown.map((row) => ({
      currency: row.currency as ExchangeCurrency,
      buy: row.buy,
      sell: row.sell,
      quotedAt: row.quotedAt.toISOString(),
    })),
    fetchedAt: new Date(oldest).toISOString(),
    stale: shown.length < exchangeCurrencies.length || rows.some(failedSince),
  };
}

/**
 * The rates every browser sees, from the database: the provider is asked only when the stored
 * ones are older than the TTL, or on a refresh when they are older than the minimum interval,
 * and then by one request only. When it fails, the last rates it gave are answered as stale.
 */
export async function exchangeRates(
  app: FastifyInstance,
  { refresh, ip }: { refresh: boolean; ip: string },
): Promise<ExchangeRatesResponse> {
  const { ttlMs, minRefreshMs } = app.config.exchangeRates;
  if (refresh) {
    const hits = await hitRateLimit(app.db, app.clock, `exchange_rates:refresh:${ip}`, 60_000);
    if (hits > refreshesPerMinute) throw new AppError('rate_limited');
  }
  const now = app.clock.now();
  const rows = await storedQuotes(app.db);
  // Without rates to show, waiting a whole TTL after a failure would leave the widget empty.
  const complete = exchangeCurrencies.every((c) => rows.some((r) => r.currency === c && usable(r)));
  const gapMs = refresh || !complete ? minRefreshMs : ttlMs;
  if (allRecent(rows, now, gapMs)) {
    return answerFrom(await settled(app, rows));
  }
  const claimed = await claimAttempts(
    app.db,
    exchangeCurrencies,
    now,
    new Date(now.getTime() - gapMs),
  );
  if (claimed.length) await askProvider(app, claimed, now);
  return answerFrom(await settled(app, await storedQuotes(app.db)));
}

/** Makes the sandbox provider fail every quote, or stop failing; only the sandbox reads it. */
export async function switchSandboxRates(
  app: FastifyInstance,
  actor: AuditActor,
  failing: boolean,
): Promise<{ failing: boolean }> {
  await app.db.transaction(async (tx) => {
    await setSandboxRatesFailing(tx, failing, app.clock.now());
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.exchange_rates.sandbox',
      targetType: 'exchange_rates',
      targetId: null,
      after: { failing },
    });
  });
  return { failing };
}
