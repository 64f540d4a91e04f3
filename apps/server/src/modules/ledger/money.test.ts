import { randomUUID } from 'node:crypto';
import { defaultFeeProfile, type FeeProfile } from '@repasse/core/fees/fee-profile';
import { defaultPlatformSettings } from '@repasse/core/fees/platform-settings';
import { computeSale } from '@repasse/core/fees/sale';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { ledgerReleases } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { feeProfileOf, loadPlatformSettings } from '../fees/queries.ts';
import { checkLedger } from './check.ts';
import { releaseDueFunds } from './release.ts';
import { recordSale } from './sales.ts';

/** The fee profile of the examples in docs/money.md §4. */
const exampleProfile: FeeProfile = {
  ...defaultFeeProfile,
  uniqueId: 'money-md-example',
  pix: { percentage: '0.99', fixed: 0 },
  card: { percentage: '4.99', fixed: 100 },
  instalmentFees: defaultFeeProfile.instalmentFees.map((fee, i) => (i === 2 ? '5.95' : fee)),
  retention: { pix: '0', boleto: '0', card: '10' },
  releaseDays: { pix: 0, boleto: 2, card: 30 },
  anticipationFee: '2.5',
};

let t: TestApp;
let admin: { id: string; token: string };
/** A fresh session: these tests move the clock past any session's lifetime. */
const as = async (user: { id: string }) => bearer(await sessionFor(t, user.id));
let profileId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserAndLogin(t, 'admin');
  const created = await t.app.inject({
    method: 'POST',
    url: '/web/admin/fee-profiles',
    headers: await as(admin),
    payload: exampleProfile,
  });
  expect(created.statusCode).toBe(201);
  profileId = created.json().id;
});
afterAll(() => t.close());

async function exampleSeller() {
  const seller = await createUserAndLogin(t, 'seller');
  const assigned = await t.app.inject({
    method: 'PUT',
    url: `/web/admin/users/${seller.id}/fee-profile`,
    headers: await as(admin),
    payload: { feeProfileId: profileId },
  });
  expect(assigned.statusCode).toBe(200);
  return seller;
}

/** A sale written straight through the ledger service, as payments will do once paid. */
async function sell(sellerId: string, price: number, method: 'pix' | 'card', instalments: number) {
  const db = t.database.db;
  const { profile } = await feeProfileOf(db, sellerId);
  const result = computeSale({
    price,
    method,
    instalments,
    profile,
    settings: await loadPlatformSettings(db),
    paidAt: t.clock.now(),
  });
  if (!result.ok) throw new Error(result.error);
  const saleId = randomUUID();
  await db.transaction((tx) =>
    recordSale(tx, t.clock, {
      sellerId,
      saleId,
      acquirer: 'sandbox',
      breakdown: result.breakdown,
      acquirerCost: 0,
      paidAt: t.clock.now(),
    }),
  );
  return { saleId, breakdown: result.breakdown };
}

const balance = async (user: { id: string }) =>
  (
    await t.app.inject({ method: 'GET', url: '/web/financial/balance', headers: await as(user) })
  ).json();

async function platformRevenue(): Promise<number> {
  const result = await t.database.db.execute(
    sql`select coalesce(sum(e.amount), 0)::text as total from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.code = 'platform:revenue'`,
  );
  const rows = (
    Array.isArray(result) ? result : (result as { rows: { total: string }[] }).rows
  ) as { total: string }[];
  return Number(rows[0]?.total);
}

describe("money.md's examples end to end", () => {
  it('releases many sales of many sellers in one batch, each once, each to its own seller', async () => {
    const sellers = await Promise.all([exampleSeller(), exampleSeller(), exampleSeller()]);
    const nets = new Map<string, number>();
    for (const [i, seller] of sellers.entries()) {
      for (const price of [10_000, 2_590 + i, 7_777 * (i + 1)]) {
        const { breakdown } = await sell(seller.id, price, 'card', 3);
        nets.set(seller.id, (nets.get(seller.id) ?? 0) + breakdown.net);
      }
    }
    t.clock.advanceDays(30);
    expect(await releaseDueFunds(t.database.db, t.clock)).toBeGreaterThanOrEqual(18);
    for (const seller of sellers)
      expect(await balance(seller)).toMatchObject({
        available: nets.get(seller.id),
        pending: 0,
        reserve: 0,
      });
    // One posting per seller and bucket (the batch holds all 18 rows), each linked to its rows
    // and moving exactly their sum.
    for (const seller of sellers) {
      const postings = rowsOf<{ type: string; rows: number; held: string; moved: string }>(
        await t.database.db.execute(sql`
          select t.type, count(r.id)::int as rows, sum(r.amount)::text as held,
            (select sum(e.amount) from ledger_entries e
              where e.transaction_id = t.id and e.amount > 0)::text as moved
          from ledger_transactions t join ledger_releases r on r.release_transaction_id = t.id
          where t.seller_id = ${seller.id} group by t.id, t.type order by t.type`),
      );
      expect(postings.map((p) => [p.type, p.rows])).toEqual([
        ['release', 3],
        ['reserve_release', 3],
      ]);
      for (const p of postings) expect(p.moved).toBe(p.held);
      // The statement shows each posting as a line out of the bucket and a line into available.
      const lines = (
        await t.app.inject({
          method: 'GET',
          url: '/web/financial/statement?type=release&pageSize=all',
          headers: await as(seller),
        })
      ).json().items as { account: string; amount: number; reference: string }[];
      const pending = Number(postings[0]?.held);
      expect(lines.map((l) => [l.account, l.amount]).sort()).toEqual([
        ['available', pending],
        ['pending', -pending],
      ]);
      expect(lines[0]?.reference).toMatch(/^release-batch:[0-9a-f-]{36}:[0-9a-f-]{36}:pending$/);
    }
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('card P=10000 in 3: pending 8461 and reserve 940, both available after 30 days', async () => {
    const seller = await exampleSeller();
    const revenueBefore = await platformRevenue();
    const { breakdown } = await sell(seller.id, 10_000, 'card', 3);
    expect(breakdown).toMatchObject({
      instalmentFee: 595,
      buyerTotal: 10_595,
      sellerFee: 599,
      net: 9401,
      reserve: 940,
      pending: 8461,
      platformRevenue: 1194,
    });
    expect(await balance(seller)).toMatchObject({ available: 0, pending: 8461, reserve: 940 });
    expect(await platformRevenue()).toBe(revenueBefore + 1194);

    t.clock.advanceDays(29);
    await releaseDueFunds(t.database.db, t.clock);
    expect(await balance(seller)).toMatchObject({ available: 0, pending: 8461, reserve: 940 });

    t.clock.advanceDays(1);
    const [first, second] = await Promise.all([
      releaseDueFunds(t.database.db, t.clock),
      releaseDueFunds(t.database.db, t.clock),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(2);
    expect(await releaseDueFunds(t.database.db, t.clock)).toBe(0);
    expect(await balance(seller)).toMatchObject({
      available: 9401,
      pending: 0,
      reserve: 0,
      nextPendingReleases: [],
      nextReserveReleases: [],
    });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('pix P=4990: 4941 available at once', async () => {
    const seller = await exampleSeller();
    const { breakdown } = await sell(seller.id, 4990, 'pix', 1);
    expect(breakdown).toMatchObject({ sellerFee: 49, net: 4941 });
    expect(await balance(seller)).toMatchObject({ available: 4941, pending: 0, reserve: 0 });
  });

  it('anticipates A=8461 due in 28 days at 2.5%: fee 197, 8264 available, the order flagged', async () => {
    const seller = await exampleSeller();
    const { saleId } = await sell(seller.id, 10_000, 'card', 3);
    t.clock.advanceDays(2);
    const simulation = await t.app.inject({
      method: 'POST',
      url: '/web/financial/anticipation/simulation',
      headers: await as(seller),
      payload: {},
    });
    expect(simulation.json()).toMatchObject({
      anticipationFee: '2.5',
      items: [{ orderId: saleId, days: 28, gross: 8461, fee: 197, net: 8264 }],
      totals: { gross: 8461, fee: 197, net: 8264 },
    });
    expect(await balance(seller)).toMatchObject({ available: 0, pending: 8461 });

    const headers = { ...(await as(seller)), 'idempotency-key': `antecipa-${saleId}` };
    const done = await t.app.inject({
      method: 'POST',
      url: '/web/financial/anticipation',
      headers,
      payload: { orderIds: [saleId] },
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ totals: { fee: 197, net: 8264 }, replayed: false });
    const replay = await t.app.inject({
      method: 'POST',
      url: '/web/financial/anticipation',
      headers,
      payload: { orderIds: [saleId] },
    });
    expect(replay.json()).toMatchObject({
      totals: { fee: 197, net: 8264 },
      replayed: true,
      transactionId: done.json().transactionId,
    });
    expect(await balance(seller)).toMatchObject({ available: 8264, pending: 0, reserve: 940 });

    const [flagged] = await t.database.db
      .select()
      .from(ledgerReleases)
      .where(eq(ledgerReleases.saleReference, saleId))
      .orderBy(ledgerReleases.bucket);
    expect(flagged).toMatchObject({ bucket: 'pending', anticipationFee: 197 });
    expect(flagged?.anticipatedAt).not.toBeNull();
    const nothing = await t.app.inject({
      method: 'POST',
      url: '/web/financial/anticipation',
      headers: await as(seller),
      payload: {},
    });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().error.code).toBe('anticipation.nothing_to_anticipate');

    t.clock.advanceDays(28);
    await releaseDueFunds(t.database.db, t.clock);
    expect(await balance(seller)).toMatchObject({ available: 8264 + 940, pending: 0, reserve: 0 });
  });
});

describe('the release job', () => {
  it('refuses a batch that would take pending below zero, and releases none of it', async () => {
    const honest = await exampleSeller();
    await sell(honest.id, 10_000, 'card', 3);
    // A due row whose money never reached pending: only a bug or a hand edit makes one.
    const stranger = await exampleSeller();
    const [rogue] = await t.database.db
      .insert(ledgerReleases)
      .values({
        sellerId: stranger.id,
        saleReference: randomUUID(),
        method: 'card',
        bucket: 'pending',
        amount: 1_000,
        releaseAt: t.clock.now(),
        createdAt: t.clock.now(),
      })
      .returning();
    if (!rogue) throw new Error('no row');
    t.clock.advanceDays(30);
    const released = async () =>
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from ledger_releases where released_at is not null and seller_id in (${honest.id}, ${stranger.id})`,
        ),
      )[0]?.n;

    await expect(releaseDueFunds(t.database.db, t.clock)).rejects.toMatchObject({
      code: 'ledger.insufficient_funds',
    });
    expect(await balance(honest)).toMatchObject({ available: 0, pending: 8461, reserve: 940 });
    expect(await balance(stranger)).toMatchObject({ available: 0, pending: 0 });
    expect(await released()).toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);

    // Once the row is dealt with (here cancelled), the job releases the rest.
    await t.database.db
      .update(ledgerReleases)
      .set({ cancelledAt: t.clock.now() })
      .where(eq(ledgerReleases.id, rogue.id));
    expect(await releaseDueFunds(t.database.db, t.clock)).toBeGreaterThanOrEqual(2);
    expect(await balance(honest)).toMatchObject({ available: 9401, pending: 0, reserve: 0 });
    expect(await released()).toBe(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('keeps a released row as history, and the check catches a posting that does not match its rows', async () => {
    const seller = await exampleSeller();
    const { saleId } = await sell(seller.id, 10_000, 'card', 3);
    t.clock.advanceDays(30);
    await releaseDueFunds(t.database.db, t.clock);
    const [row] = await t.database.db
      .select()
      .from(ledgerReleases)
      .where(eq(ledgerReleases.saleReference, saleId))
      .orderBy(ledgerReleases.bucket);
    if (!row?.releaseTransactionId) throw new Error('the row is not linked to its posting');
    const refused = (statement: ReturnType<typeof sql>) =>
      expect(t.database.db.execute(statement)).rejects.toThrow();
    await refused(sql`update ledger_releases set released_at = null where id = ${row.id}`);
    await refused(
      sql`update ledger_releases set release_transaction_id = gen_random_uuid() where id = ${row.id}`,
    );
    await refused(sql`delete from ledger_releases where id = ${row.id}`);
    await refused(
      sql`insert into ledger_releases (seller_id, sale_reference, method, bucket, amount, release_at, created_at, release_transaction_id)
        values (${seller.id}, 'linked-unreleased', 'card', 'pending', 1, now(), now(), ${row.releaseTransactionId})`,
    );

    // A second row claiming the same posting would make it move less than its rows hold.
    const rollback = new Error('rollback');
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(ledgerReleases).values({
          ...row,
          id: randomUUID(),
          saleReference: randomUUID(),
        });
        expect(await checkLedger(tx)).toEqual([
          expect.stringMatching(
            /^release posting release-batch:.* moved 8461 for release rows of 16922$/,
          ),
        ]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('statement and movements', () => {
  it('shows a seller only their own movements, filtered, and exports CSV', async () => {
    const seller = await exampleSeller();
    const stranger = await exampleSeller();
    await sell(seller.id, 4990, 'pix', 1);
    await sell(stranger.id, 7000, 'pix', 1);
    const statement = (
      await t.app.inject({
        method: 'GET',
        url: '/web/financial/statement?pageSize=all',
        headers: await as(seller),
      })
    ).json();
    expect(statement.items).toHaveLength(1);
    expect(statement.items[0]).toMatchObject({ type: 'sale', account: 'available', amount: 4941 });
    const none = (
      await t.app.inject({
        method: 'GET',
        url: '/web/financial/statement?type=refund',
        headers: await as(seller),
      })
    ).json();
    expect(none.total).toBe(0);
    const badRange = await t.app.inject({
      method: 'GET',
      url: '/web/financial/statement?from=2026-02-10&to=2026-02-01',
      headers: await as(seller),
    });
    expect(badRange.statusCode).toBe(400);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/web/financial/statement.csv',
      headers: { ...(await as(seller)), 'accept-language': 'pt-BR' },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"date","type","account","amount_cents","amount","reference"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"4941"');
    expect(lines[1]).toContain('49,41');

    const movements = (
      await t.app.inject({
        method: 'GET',
        url: `/web/admin/ledger/movements?userId=${stranger.id}&type=sale`,
        headers: await as(admin),
      })
    ).json();
    expect(movements.items.map((m: { amount: number }) => m.amount)).toEqual([7000 - 69]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/web/admin/ledger/movements',
          headers: await as(seller),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('fee profiles and platform settings', () => {
  it('creates, validates, updates, assigns and deletes fee profiles', async () => {
    const generated = (
      await t.app.inject({
        method: 'GET',
        url: '/web/admin/fee-profiles/generate-id',
        headers: await as(admin),
      })
    ).json();
    expect(generated.uniqueId).toMatch(/^fp_[0-9a-z]{12}$/);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/web/admin/fee-profiles',
      headers: await as(admin),
      payload: { ...exampleProfile, uniqueId: '', card: { percentage: '4,99', fixed: -1 } },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual([
      'card.fixed',
      'card.percentage',
      'uniqueId',
    ]);
    expect(invalid.json().error.fields.uniqueId).toBe('This field is required.');
    const taken = await t.app.inject({
      method: 'POST',
      url: '/web/admin/fee-profiles',
      headers: await as(admin),
      payload: { ...exampleProfile, uniqueId: 'MONEY-MD-EXAMPLE' },
    });
    expect(taken.statusCode).toBe(409);

    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/web/admin/fee-profiles',
        headers: await as(admin),
        payload: { ...exampleProfile, uniqueId: generated.uniqueId },
      })
    ).json();
    expect(created).toMatchObject({
      uniqueId: generated.uniqueId,
      isDefault: false,
      usersCount: 0,
      card: { percentage: '4.99', fixed: 100 },
    });
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/web/admin/fee-profiles/${created.id}`,
      headers: await as(admin),
      payload: {
        ...exampleProfile,
        uniqueId: generated.uniqueId,
        withdrawalFee: 400,
        card: { percentage: '3.5', fixed: 0 },
      },
    });
    expect(updated.json()).toMatchObject({
      withdrawalFee: 400,
      card: { percentage: '3.5', fixed: 0 },
    });

    const seller = await createUserAndLogin(t, 'seller');
    await t.app.inject({
      method: 'PUT',
      url: `/web/admin/users/${seller.id}/fee-profile`,
      headers: await as(admin),
      payload: { feeProfileId: created.id },
    });
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/web/admin/fee-profiles/${created.id}`,
      headers: await as(admin),
    });
    expect(inUse.json().error.code).toBe('fees.in_use');
    const listed = (
      await t.app.inject({
        method: 'GET',
        url: '/web/admin/fee-profiles?pageSize=all',
        headers: await as(admin),
      })
    ).json();
    const counts = Object.fromEntries(
      listed.items.map((p: { id: string; usersCount: number }) => [p.id, p.usersCount]),
    );
    expect(counts[created.id]).toBe(1);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/web/admin/fee-profiles/${created.id}`,
          headers: await as(admin),
        })
      ).json().usersCount,
    ).toBe(1);
    await t.app.inject({
      method: 'PUT',
      url: `/web/admin/users/${seller.id}/fee-profile`,
      headers: await as(admin),
      payload: { feeProfileId: null },
    });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/web/admin/fee-profiles/${created.id}`,
          headers: await as(admin),
        })
      ).statusCode,
    ).toBe(204);

    const list = (
      await t.app.inject({
        method: 'GET',
        url: '/web/admin/fee-profiles?pageSize=all',
        headers: await as(admin),
      })
    ).json();
    expect(list.items[0].isDefault).toBe(true);
    const defaultDelete = await t.app.inject({
      method: 'DELETE',
      url: `/web/admin/fee-profiles/${list.items[0].id}`,
      headers: await as(admin),
    });
    expect(defaultDelete.json().error.code).toBe('fees.default_profile');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/web/admin/fee-profiles',
          headers: await as(seller),
        })
      ).statusCode,
    ).toBe(403);
  });

  it('reads defaults and validates platform settings', async () => {
    const current = (
      await t.app.inject({
        method: 'GET',
        url: '/web/admin/platform-settings',
        headers: await as(admin),
      })
    ).json();
    expect(current).toEqual(defaultPlatformSettings);
    const invalid = await t.app.inject({
      method: 'PUT',
      url: '/web/admin/platform-settings',
      headers: await as(admin),
      payload: { ...current, withdrawalMinimum: 20_000, withdrawalMaximum: 10_000 },
    });
    expect(invalid.json().error.fields).toEqual({
      withdrawalMaximum: 'The maximum cannot be less than the minimum.',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/web/admin/platform-settings',
      headers: await as(admin),
      payload: { ...current, instalmentFeePayer: 'seller', reserveDays: 45 },
    });
    expect(saved.json()).toMatchObject({ instalmentFeePayer: 'seller', reserveDays: 45 });
    expect(await loadPlatformSettings(t.database.db)).toMatchObject({
      instalmentFeePayer: 'seller',
      reserveDays: 45,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/web/admin/platform-settings',
      headers: await as(admin),
      payload: current,
    });
  });
});
