import { defaultFeeProfile } from '@repasse/core/fees/fee-profile';
import { defaultPlatformSettings } from '@repasse/core/fees/platform-settings';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '../../modules/ledger/accounts.ts';
import { checkLedger } from '../../modules/ledger/check.ts';
import { bearer, createTestApp, sessionFor, type TestApp } from '../../test/harness.ts';
import { rowsOf } from '../rows.ts';
import { volumeCombos } from './combos.ts';
import type { VolumeAcquirer } from './reference.ts';
import { seedVolume, VolumeAlreadySeeded } from './seed.ts';

let t: TestApp;
const one = async <T>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await t.database.db.execute(query))[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  await seedVolume(t.database.db, { transactions: 2000, sellers: 20, end: t.clock.now(), seed: 7 });
}, 120_000);
afterAll(() => t.close());

describe('seed:volume', () => {
  it('computes every amount with the core money code (docs/money.md §4, §8)', () => {
    const alfa = {
      fees: {
        pix: { percentage: '0.79', fixed: 0 },
        boleto: { percentage: '0', fixed: 249 },
        card: { percentage: '2.89', fixed: 0 },
        instalments: [
          '0',
          '1.49',
          '1.99',
          '2.49',
          '2.99',
          '3.49',
          '3.99',
          '4.49',
          '4.99',
          '5.49',
          '5.99',
          '6.49',
        ],
      },
    } as VolumeAcquirer;
    const combos = volumeCombos([10_000], defaultFeeProfile, defaultPlatformSettings, [alfa]);
    const card3 = combos.find((c) => c.method === 'card' && c.instalments === 3);
    // The example of docs/money.md §4; the acquirer's 2.89 % (306) and 1.99 % (211) of 10,595;
    // half of the buyer total refunded: 10,000 × 5,297 / 10,595 = 4,999.53 → 5,000 from the seller.
    expect(card3).toMatchObject({
      buyerTotal: 10_595,
      instalmentFee: 595,
      sellerFee: 599,
      net: 9401,
      reserve: 940,
      platformRevenue: 1194,
      costs: [517],
      half: 5297,
      halfDebit: 5000,
      halfReturn: 297,
    });
    expect(combos).toHaveLength(14);
  });

  it('leaves a ledger that passes the check, with charges in every status', async () => {
    expect(await checkLedger(t.database.db)).toEqual([]);
    const statuses = rowsOf<{ status: string; n: number }>(
      await t.database.db.execute(
        sql`select status::text, count(*)::int as n from transactions group by status`,
      ),
    );
    const count = Object.fromEntries(statuses.map((s) => [s.status, Number(s.n)]));
    expect(Object.values(count).reduce((a, b) => a + b, 0)).toBe(2000);
    for (const status of ['paid', 'refused', 'canceled', 'refunded', 'chargeback', 'error'])
      expect(count[status], status).toBeGreaterThan(0);
    const other = await one<{ partial: number; test: number; fallback: number; withdrawn: number }>(
      sql`select
        (select count(*) from transactions where status = 'paid' and refunded_amount > 0)::int
          as partial,
        (select count(*) from transactions where not livemode)::int as test,
        (select count(distinct transaction_id) from transaction_attempts
          where outcome = 'technical_error')::int as fallback,
        (select count(*) from withdrawals where status = 'completed')::int as withdrawn`,
    );
    expect(other.partial).toBeGreaterThan(0);
    expect(other.test).toBeGreaterThan(0);
    expect(other.fallback).toBeGreaterThan(0);
    expect(other.withdrawn).toBeGreaterThan(0);
  });

  it('posts every live sale, refund and chargeback as the payment paths do, and nothing in test mode', async () => {
    const problems = await one<Record<string, number>>(sql`
      with sale_seller as (
        select l.reference, sum(e.amount) as credited
        from ledger_transactions l
        join ledger_entries e on e.transaction_id = l.id
        join ledger_accounts a on a.id = e.account_id and a.seller_id is not null
        where l.type = 'sale' group by l.reference
      )
      select
        (select count(*) from transactions t where t.livemode and t.paid_at is not null
          and not exists (select 1 from sale_seller s where s.reference = 'sale:' || t.id))::int
          as unposted,
        (select count(*) from transactions t join sale_seller s on s.reference = 'sale:' || t.id
          where s.credited <> t.net)::int as wrong_net,
        (select count(*) from transactions t
          join ledger_transactions l on l.reference = 'sale:' || t.id where not t.livemode)::int
          as test_posted,
        (select count(*) from refunds r join transactions t on t.id = r.transaction_id
          where t.livemode and r.status = 'confirmed'
            and not exists (select 1 from ledger_transactions l
              where l.reference = 'refund:' || r.id))::int as unposted_refunds,
        (select count(*) from transactions t where t.livemode and t.status = 'chargeback'
          and not exists (select 1 from ledger_transactions l
            where l.reference = 'chargeback:' || t.id))::int as unposted_chargebacks,
        (select count(*) from transactions where buyer_total <> price + instalment_fee
          or net <> price - seller_fee or platform_revenue <> seller_fee + instalment_fee
          or refunded_amount > buyer_total)::int as broken_breakdowns,
        (select count(*) from withdrawals where status = 'completed'
          and provider_cost <> 35 + round(payout * 0.05 / 100))::int as wrong_provider_costs,
        (select count(*) from withdrawals w where status = 'completed' and (
          select count(*) from ledger_transactions l
          where l.reference in ('withdrawal:' || w.id || ':hold',
            'withdrawal:' || w.id || ':complete')) <> 2)::int as unposted_withdrawals,
        -- The release job ran every day of the history: only a protest keeps a row due waiting.
        (select count(*) from ledger_releases where released_at is null and cancelled_at is null
          and held_at is null
          and release_at < ${t.clock.now().toISOString()}::timestamptz - interval '1 day')::int
          as overdue_releases,
        (select count(*) from ledger_releases where released_at is not null)::int > 0
          as some_released`);
    expect(problems).toEqual({
      unposted: 0,
      wrong_net: 0,
      test_posted: 0,
      unposted_refunds: 0,
      unposted_chargebacks: 0,
      broken_breakdowns: 0,
      wrong_provider_costs: 0,
      unposted_withdrawals: 0,
      overdue_releases: 0,
      some_released: true,
    });
  });

  it("shows the largest seller their ledger's balances", async () => {
    const seller = await one<{ id: string }>(
      sql`select id from users where email = 'volume-seller-0001@example.com'`,
    );
    const accounts = rowsOf<{ kind: string; balance: number }>(
      await t.database.db.execute(
        sql`select kind, ${balanceOf(sql`a`)}::text as balance from ledger_accounts a where seller_id = ${seller.id}`,
      ),
    );
    const response = await t.app.inject({
      method: 'GET',
      url: '/web/financial/balance',
      headers: bearer(await sessionFor(t, seller.id)),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const { kind, balance } of accounts) expect(body[kind], kind).toBe(Number(balance));
    expect(body.pending + body.available).toBeGreaterThan(0);
  });

  it('refuses to write a second history on the same database', async () => {
    await expect(seedVolume(t.database.db, { transactions: 10 })).rejects.toBeInstanceOf(
      VolumeAlreadySeeded,
    );
  });
});
