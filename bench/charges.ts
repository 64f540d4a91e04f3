import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { checkLedger } from '../apps/server/src/modules/ledger/check.ts';
import { publicKeyOf, tokenizeCard } from '../apps/server/src/test/cards.ts';
import { liveSeller, rowsOf, startTarget } from './setup.ts';

/**
 * Card sales through /v1/charges, the platform's hottest write: each one routes to the sandbox
 * acquirer, records attempts and posts the sale to the ledger. Many sellers at once, as in life;
 * afterwards every 2xx must be exactly one paid sale and the ledger must balance.
 */
const sellers = Number(process.env.BENCH_SELLERS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
// A fixed number of requests, not a duration, so every answer is counted against the database.
const amount = Number(process.env.BENCH_REQUESTS ?? 1000);

const target = await startTarget();
const keys = await Promise.all(
  Array.from({ length: sellers }, () => liveSeller(target.testApp).then((s) => s.secret)),
);
// Buyers' browsers tokenise the card with the seller's public key before the sale: made up front,
// so the run times what the seller's server does, the charge.
const card = {
  number: '4111111111111111',
  holderName: 'BIA COMPRADORA',
  expMonth: 12,
  expYear: 2099,
  cvv: '123',
};
const tokens: string[] = [];
for (let i = 0; i < amount; i++) {
  const key = keys[i % keys.length] ?? '';
  const answer = await tokenizeCard(target.testApp, await publicKeyOf(target.testApp, key), card);
  tokens.push(answer.json<{ id: string }>().id);
}
let turn = 0;
const sale = {
  amount: 10_000,
  method: 'card',
  instalments: 3,
  description: 'Curso',
  customer: {
    name: 'Bia Compradora',
    email: 'bia@example.com',
    document: '52998224725',
    phone: '+5511987654321',
  },
};

const result = await autocannon({
  url: target.url,
  connections,
  amount,
  requests: [
    {
      method: 'POST',
      path: '/v1/charges',
      setupRequest: (request) => {
        const index = turn++;
        return {
          ...request,
          body: JSON.stringify({ ...sale, card: { token: tokens[index % tokens.length] } }),
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${keys[index % keys.length]}`,
            'idempotency-key': randomUUID(),
          },
        };
      },
    },
  ],
});

const [paid] = rowsOf<{ n: number }>(
  await target.testApp.database.db.execute(
    sql`select count(*)::int as n from transactions where status = 'paid'`,
  ),
);
const problems = await checkLedger(target.testApp.database.db);
console.log(
  JSON.stringify(
    {
      bench: 'charges',
      database: target.database,
      sellers,
      connections,
      requests: amount,
      requestsPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p97_5: result.latency.p97_5, p99: result.latency.p99 },
      ok: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      paidSales: paid?.n,
      ledgerProblems: problems.length,
    },
    null,
    2,
  ),
);
await target.testApp.app.close();
await target.testApp.database.close();
if (problems.length || paid?.n !== result['2xx'] || result.non2xx > 0) {
  console.error('charges bench: inconsistent result', problems.slice(0, 5));
  process.exit(1);
}
