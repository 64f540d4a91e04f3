import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import {
  defaultProfileRow,
  loadPlatformSettings,
  toFeeProfile,
} from '../../modules/fees/queries.ts';
import {
  accountCode,
  acquirerReceivable,
  platform,
  providerPayable,
} from '../../modules/ledger/accounts.ts';
import type { Db, Tx } from '../client.ts';
import { serializeOn } from '../locks.ts';
import { rowsOf } from '../rows.ts';
import { assertBalanced, withBulkLoad } from './bulk-load.ts';
import { volumeCalendar } from './calendar.ts';
import { insertChargeEvents, insertCharges, insertRefunds } from './charges.ts';
import { volumeCombos } from './combos.ts';
import { insertLedger, insertWithdrawals } from './copy.ts';
import {
  type SharedAccounts,
  stageReleasePostings,
  stageReleases,
  stageSalesAndReversals,
} from './ledger.ts';
import { createPlan } from './plan.ts';
import { createReference, volumeEmailPattern } from './reference.ts';
import { stageInputs } from './staging.ts';
import { stageWithdrawals } from './withdrawals.ts';

/*
 * `npm run seed:volume`: a year of a payments platform's history written straight into the
 * database in set-based SQL, as the payments, ledger and withdrawal paths would have left it
 * (docs/performance.md, "The volume seed"). One database transaction: an interrupted run leaves
 * nothing behind.
 */

export type VolumeOptions = {
  transactions: number;
  /** Defaults to one per 1,000 charges, between 20 and 1,000. */
  sellers?: number;
  productsPerSeller?: number;
  /** The history ends here (now by default) and starts a year of São Paulo days before. */
  end?: Date;
  /** Seeds PostgreSQL's random(), so a run can be repeated on an empty database. */
  seed?: number;
  log?: (line: string) => void;
};

export type VolumeSummary = {
  sellers: number;
  products: number;
  counts: Record<string, number>;
  seconds: number;
};

export class VolumeAlreadySeeded extends Error {
  constructor(sellers: number) {
    super(
      `this database already holds a volume seed (${sellers} sellers volume-seller-…@example.com); ` +
        'seed:volume writes a history once per database: use a fresh database to seed again',
    );
  }
}

export const defaultSellerCount = (transactions: number) =>
  Math.min(1000, Math.max(20, Math.round(transactions / 1000)));

async function seededSellers(db: Db | Tx): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from users where email like ${volumeEmailPattern}`,
    ),
  );
  return Number(row?.n ?? 0);
}

export async function seedVolume(db: Db, options: VolumeOptions): Promise<VolumeSummary> {
  const log = options.log ?? (() => {});
  const began = performance.now();
  let mark = began;
  const step = (what: string) => {
    const now = performance.now();
    log(`  ${what} (${((now - mark) / 1000).toFixed(1)} s)`);
    mark = now;
  };
  const sellerCount = options.sellers ?? defaultSellerCount(options.transactions);
  const perSeller = options.productsPerSeller ?? 5;
  const end = new Date(Math.floor((options.end ?? new Date()).getTime() / 60_000) * 60_000);
  const calendar = volumeCalendar(end, options.transactions);
  const already = await seededSellers(db);
  if (already) throw new VolumeAlreadySeeded(already);

  const counts = await db.transaction(async (tx) => {
    await serializeOn(tx, 'seed:volume');
    const racing = await seededSellers(tx);
    if (racing) throw new VolumeAlreadySeeded(racing);
    // Days are cut at São Paulo midnights by UTC arithmetic (UTC−3 all year).
    await tx.execute(sql`set local time zone 'UTC'`);
    await tx.execute(sql`set local work_mem = '128MB'`);
    // Compiling these few large statements costs minutes of LLVM for nothing (measured).
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`select setseed(${((options.seed ?? 42) % 1000) / 1000})`);
    const reference = await createReference(tx, {
      sellerCount,
      perSeller,
      start: calendar.start,
      seed: options.seed ?? 42,
    });
    const settings = await loadPlatformSettings(tx);
    const profile = toFeeProfile(await defaultProfileRow(tx));
    const combos = volumeCombos(
      reference.products.map((p) => p.price),
      profile,
      settings,
      reference.acquirers,
    );
    await stageInputs(tx, reference, combos);
    step(
      `${sellerCount} sellers, ${reference.products.length} products, ${combos.length} price plans`,
    );
    const acquirerIds = reference.acquirers.map((a) => a.id);
    await createPlan(tx, { calendar, sellerCount, perSeller, acquirerIds });
    step(`${options.transactions} charges planned`);
    const account = (ref: Parameters<typeof accountCode>[0]) =>
      reference.accounts.get(accountCode(ref)) as string;
    const shared: SharedAccounts = {
      revenue: account(platform('revenue')),
      costs: account(platform('costs')),
      receivables: acquirerIds.map((id) => account(acquirerReceivable(id))),
      provider: account(providerPayable(reference.provider.id)),
      payouts: account({ owner: 'external', kind: 'payouts' }),
    };
    await stageReleases(tx, end);
    await stageSalesAndReversals(tx, shared);
    await stageReleasePostings(tx);
    const rules = {
      fee: profile.withdrawalFee,
      minimum: settings.withdrawalMinimum,
      maximum: settings.withdrawalMaximum,
      providerId: reference.provider.id,
      providerFixedFee: reference.provider.fixedFee,
      providerPercentage: reference.provider.percentageFee,
    };
    await stageWithdrawals(
      tx,
      { start: calendar.start, end, expectedArrival: calendar.expectedArrival },
      rules,
      shared,
    );
    step('ledger postings and withdrawals planned');
    await assertBalanced(tx);
    await withBulkLoad(tx, async () => {
      await insertCharges(tx, end, acquirerIds);
      step('charges and attempts written');
      await insertChargeEvents(tx);
      await insertRefunds(tx);
      step('events and refunds written');
      await insertLedger(tx);
      await insertWithdrawals(tx, {
        fee: profile.withdrawalFee,
        providerId: reference.provider.id,
        rejection: 'Pix key holder does not match the account holder',
        failure: 'pix_key_not_found',
      });
      step('ledger, releases and withdrawals written');
    });
    step('indexes and foreign keys made again');
    return countRows(tx);
  });
  step('committed');
  return {
    sellers: sellerCount,
    products: sellerCount * perSeller,
    counts,
    seconds: (performance.now() - began) / 1000,
  };
}

async function countRows(tx: Tx): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await tx.execute(sql`
      select (select count(*) from volume_plan)::int as transactions,
        (select count(*) from volume_plan where paid_at is not null)::int as paid,
        (select count(*) from volume_plan where fate is not null)::int as "after payment",
        (select count(*) from volume_withdrawal)::int as withdrawals,
        (select count(*) from volume_ltx)::int as "ledger transactions",
        (select count(*) from volume_lentry)::int as "ledger entries",
        (select count(*) from volume_release)::int as "release rows"`),
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, Number(v)]));
}
