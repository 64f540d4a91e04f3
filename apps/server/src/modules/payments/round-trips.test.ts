import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { transactions } from '../../db/schema.ts';
import { sandboxWebhook } from '../../providers/acquirers/sandbox-webhook.ts';
import { withCardToken } from '../../test/cards.ts';
import { bearer, createTestApp, sessionFor, type TestApp } from '../../test/harness.ts';
import { sandboxAcquirer } from '../../test/sandbox-acquirer.ts';
import {
  cardSale,
  createCharge,
  postCharge,
  sellerWithKeys,
  testCard,
} from '../../test/sellers.ts';
import { statementsOf } from '../../test/statements.ts';

/*
 * Issue 14: on this kind of machine each round trip to PostgreSQL costs the server about 150 µs
 * of CPU, so the number of statements a sale sends is the charge path's first cost. Counted on a
 * real PostgreSQL server (node-postgres is where the statements leave), never timed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sale = cardSale();

it.runIf(process.env.TEST_DB === 'postgres')(
  'sells by card in 4 round trips once the read-mostly rows are in memory',
  async () => {
    const seller = await sellerWithKeys(t);
    // The first sales fill the read cache (fee profile, routes, acquirers) and the accounts.
    for (const n of [1, 2])
      expect(
        (await createCharge(t, seller.live, sale, `warm-up-sale-${n}-0123456789`)).statusCode,
      ).toBe(201);
    const body = await withCardToken(t, seller.live, sale);
    let status = 0;
    const statements = await statementsOf(async () => {
      status = (await postCharge(t, seller.live, body, 'counted-sale-0123456789abcdef')).statusCode;
    });
    expect(status).toBe(201);
    // Idempotency claim; charge + token claim (its security code gone with it) + event; the
    // acquirer (the sandbox's own row); the paid charge with its attempts, event, sale posted and
    // idempotent answer kept, in one statement outside any explicit transaction.
    expect(statements.map((s) => s.slice(0, 40))).toEqual([
      expect.stringMatching(/^insert into idempotency_records/),
      expect.stringMatching(/^with claimed as \( update card_tokens/),
      expect.stringMatching(/^insert into "sandbox_charges"/),
      expect.stringMatching(/^with charge_lock as \(/),
    ]);
    expect(statements[3]).toMatch(/kept as \(update idempotency_records/);
  },
);

it.runIf(process.env.TEST_DB === 'postgres')(
  "keeps a charge's idempotent answer in the transaction that makes the charge",
  async () => {
    const seller = await sellerWithKeys(t);
    const pix = { ...sale, method: 'pix', instalments: 1, card: undefined };
    let first = '';
    const statements = await statementsOf(async () => {
      first = (await postCharge(t, seller.live, pix, 'kept-pix-0123456789abcdef')).body;
    });
    const texts = statements.map((s) => s.trim().toLowerCase());
    const kept = texts.findIndex((s) => s.startsWith('update idempotency_records'));
    // Kept before the pending charge's commit, and never again after it.
    expect(kept).toBeGreaterThan(texts.indexOf('begin'));
    expect(kept).toBeLessThan(texts.lastIndexOf('commit'));
    expect(texts.slice(kept + 1).some((s) => s.includes('idempotency_records'))).toBe(false);
    const replay = await postCharge(t, seller.live, pix, 'kept-pix-0123456789abcdef');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first);
    expect(JSON.parse(first)).toMatchObject({ status: 'pending', method: 'pix' });
  },
);

it.runIf(process.env.TEST_DB === 'postgres')(
  "keeps a confirmed refund's idempotent answer in the transaction that confirms it",
  async () => {
    const seller = await sellerWithKeys(t);
    const paid = (await createCharge(t, seller.live, sale, 'refunded-sale-0123456789')).json<{
      id: string;
    }>();
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/v1/charges/${paid.id}/refunds`,
        headers: { ...bearer(seller.live), 'idempotency-key': 'kept-refund-0123456789abcdef' },
        payload: { amount: 2_500 },
      });
    let first = { statusCode: 0, body: '' };
    const statements = await statementsOf(async () => {
      first = await refund();
    });
    expect(first.statusCode).toBe(200);
    const texts = statements.map((s) => s.trim().toLowerCase());
    const kept = texts.findIndex((s) => s.startsWith('update idempotency_records'));
    const confirmed = texts.findIndex((s) =>
      /^update "refunds" set "status" = \$1, "acquirer_refund_id"/.test(s),
    );
    // In the transaction that confirms the refund (after its update, before its commit), and
    // never again after it.
    expect(confirmed).toBeGreaterThan(-1);
    expect(kept).toBeGreaterThan(confirmed);
    expect(texts.slice(confirmed, kept)).not.toContain('commit');
    expect(texts.indexOf('commit', kept)).toBeGreaterThan(kept);
    expect(texts.slice(kept + 1).some((s) => s.includes('idempotency_records'))).toBe(false);
    const replay = await refund();
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(JSON.parse(first.body)).toMatchObject({ id: paid.id, refundedAmount: 2_500 });
  },
);

it.runIf(process.env.TEST_DB === 'postgres')(
  "pays a Pix charge by its acquirer's notice in 7 round trips, locking it once",
  async () => {
    const seller = await sellerWithKeys(t);
    const pix = { ...sale, method: 'pix', instalments: 1, card: undefined };
    const { row: acquirer, secret } = await sandboxAcquirer(t);
    // The sandbox's signed notice of a charge's payment, made before anything is counted.
    const noticeOf = async (key: string, event: string) => {
      const id = (await postCharge(t, seller.live, pix, key)).json<{ id: string }>().id;
      const [row] = await t.database.db
        .select({ reference: transactions.acquirerReference })
        .from(transactions)
        .where(eq(transactions.id, id));
      const body = {
        id: event,
        type: 'paid' as const,
        reference: id,
        acquirerReference: row?.reference ?? '',
      };
      const hook = sandboxWebhook(acquirer.id, secret, body, t.clock.now());
      return () =>
        t.app.inject({ method: 'POST', url: hook.path, headers: hook.headers, payload: hook.body });
    };
    // The first notice fills the read cache (the acquirer) and the seller's accounts.
    const warm = await noticeOf('notice-warm-0123456789', 'evt-warm');
    expect((await warm()).json()).toMatchObject({ outcome: 'applied' });
    const counted = await noticeOf('notice-counted-0123456789', 'evt-counted');
    const statements = await statementsOf(async () => {
      expect((await counted()).json()).toMatchObject({ outcome: 'applied' });
    });
    // The notice recorded as processed; its charge found by reference and locked (once); moved to
    // paid with its event in one statement; its sale posted. The acquirer came from memory.
    expect(statements.filter((s) => /from "transactions" .*for update/.test(s))).toHaveLength(1);
    expect(statements.some((s) => /from "acquirers"/.test(s))).toBe(false);
    expect(statements.filter((s) => s !== 'begin' && s !== 'commit')).toHaveLength(5);
    expect(
      statements.filter((s) => /update transactions .*insert into "transaction_events"/s.test(s)),
    ).toHaveLength(1);
    expect(statements.some((s) => /^update "webhook_events"/.test(s))).toBe(false);
  },
);

it.runIf(process.env.TEST_DB === 'postgres')(
  'answers a page of orders in one round trip once the session is in memory',
  async () => {
    const seller = await sellerWithKeys(t);
    for (const n of [1, 2])
      expect(
        (
          await createCharge(
            t,
            seller.live,
            { ...sale, card: testCard() },
            `orders-sale-${n}-0123456789`,
          )
        ).statusCode,
      ).toBe(201);
    const headers = bearer(await sessionFor(t, seller.user.id));
    const page = () =>
      t.app.inject({ method: 'GET', url: '/web/orders?status=paid&pageSize=25', headers });
    expect((await page()).statusCode).toBe(200);
    let answer: { total: number } | undefined;
    const statements = await statementsOf(async () => {
      answer = (await page()).json();
    });
    expect(answer?.total).toBe(2);
    // The page's ids, their rows, whether their funds were anticipated and the bounded total:
    // the session came from memory (modules/auth/sessions.ts).
    expect(statements).toHaveLength(1);
    expect(statements[0]).toMatch(/from transactions t join \(select paged\.id/);
  },
);
