import { defaultPlatformSettings } from '@repasse/core/fees/platform-settings';
import { eq, inArray, sql } from 'drizzle-orm';
import { acquirerDiscrepancies, transactions, withdrawals } from '../db/schema.ts';
import { checkLedger } from '../modules/ledger/check.ts';
import { sendPayout } from '../modules/withdrawals/payouts.ts';
import { PayoutTechnicalError } from '../providers/payouts/types.ts';
import type { TestApp } from '../test/harness.ts';
import { MoneyModel } from './model.ts';
import * as op from './operations.ts';
import { type Context, deliverNotice, jobs } from './operations.ts';
import { seededRandom } from './prng.ts';
import { createWorld } from './world.ts';

export type SimOptions = {
  seed: number;
  ops: number;
  sellers?: number;
  /** Balances and acquirer totals are compared every this many operations. */
  checkEvery?: number;
};

export type SimSummary = {
  seed: number;
  ops: number;
  perKind: Record<string, number>;
  statuses: Record<string, number>;
  discrepancies: number;
  checks: number;
  ms: number;
};

/** How often each kind of operation is chosen. */
const weights = {
  charge: 30,
  buyerPays: 10,
  disputeAtAcquirer: 4,
  acquirerSettles: 4,
  deliverNotice: 16,
  duplicateNotice: 5,
  refund: 9,
  anticipate: 2,
  withdraw: 5,
  reviewWithdrawal: 4,
  payoutJob: 4,
  settlePayouts: 3,
  passTime: 6,
  changeProfile: 1,
} as const;

type Kind = keyof typeof weights;

const operations: Record<Kind, (ctx: Context) => Promise<string>> = {
  charge: op.charge,
  buyerPays: op.buyerPays,
  disputeAtAcquirer: op.disputeAtAcquirer,
  acquirerSettles: op.acquirerSettles,
  deliverNotice: (ctx) => op.deliverNotice(ctx),
  duplicateNotice: op.duplicateNotice,
  refund: op.refund,
  anticipate: op.anticipate,
  withdraw: op.withdraw,
  reviewWithdrawal: op.reviewWithdrawal,
  payoutJob: op.payoutJob,
  settlePayouts: op.settlePayouts,
  passTime: op.passTime,
  changeProfile: op.changeProfile,
};

const rowsOf = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Tells the model what the server says happened to open charges and withdrawals. */
async function sync(ctx: Context) {
  const db = ctx.world.t.database.db;
  const open = ctx.model.openCharges();
  for (let i = 0; i < open.length; i += 500) {
    const rows = await db
      .select({
        id: transactions.id,
        status: transactions.status,
        refunded: transactions.refundedAmount,
        paidAt: transactions.paidAt,
      })
      .from(transactions)
      .where(inArray(transactions.id, open.slice(i, i + 500)));
    for (const row of rows) ctx.model.observeCharge(row.id, row);
  }
  const pending = ctx.model.openWithdrawals();
  if (pending.length) {
    const rows = await db
      .select({ id: withdrawals.id, status: withdrawals.status })
      .from(withdrawals)
      .where(inArray(withdrawals.id, pending));
    for (const row of rows) ctx.model.observeWithdrawal(row.id, row.status);
  }
}

/** Balances as the server reports them equal the model's; the ledger balances; acquirer = ledger. */
async function check(ctx: Context, final: boolean) {
  const { world, model } = ctx;
  const problems = await checkLedger(world.t.database.db);
  for (const seller of world.sellers) {
    const response = await world.t.app.inject({
      method: 'GET',
      url: '/web/financial/balance',
      headers: seller.session,
    });
    const reported = response.json<Record<string, number>>();
    const expected = model.balances(seller.user.id);
    for (const kind of ['available', 'pending', 'reserve', 'withdrawing'] as const)
      if (reported[kind] !== expected[kind])
        problems.push(
          `seller ${seller.user.id} ${kind}: server ${reported[kind]}, model ${expected[kind]}`,
        );
  }
  // What the acquirer refunded is what the ledger refunded, wherever no refund is on its way.
  const mismatches = rowsOf<{ id: string; acquirer: string; ours: string }>(
    await world.t.database.db.execute(sql`
      select t.id,
        coalesce((select sum(s.amount) from sandbox_charges s
          where s.method = 'refund' and s.acquirer_reference = t.acquirer_reference), 0)::text as acquirer,
        (case when t.livemode then coalesce((select sum((l.metadata->>'amount')::bigint)
          from ledger_transactions l where l.type = 'refund' and l.metadata->>'saleId' = t.id::text), 0)
          else t.refunded_amount end)::text as ours
      from transactions t
      where t.refund_pending_amount = 0
        and t.seller_id in (${sql.join(
          world.sellers.map((s) => sql`${s.user.id}`),
          sql`, `,
        )})`),
  ).filter((row) => row.acquirer !== row.ours);
  for (const row of mismatches.slice(0, 10))
    problems.push(`charge ${row.id}: acquirer refunded ${row.acquirer}, ledger ${row.ours}`);
  if (final) {
    const inFlight = ctx.model.openWithdrawals().length;
    if (inFlight) problems.push(`${inFlight} withdrawals still in flight after draining`);
  }
  if (problems.length) throw new Error(`check failed:\n${problems.join('\n')}`);
}

/** Lets everything in flight land: every notice, the reconcilers, every withdrawal, long enough. */
async function drain(ctx: Context) {
  const { world } = ctx;
  const db = world.t.database.db;
  for (const pending of ctx.model.openWithdrawals())
    await world.t.app.inject({
      method: 'POST',
      url: `/web/admin/withdrawals/${pending}/approve`,
      headers: world.admin,
      payload: {},
    });
  for (let round = 0; round < 12; round += 1) {
    await world.acquirer.settleDue();
    for (let tries = 0; world.held.length > 0 && tries < 500; tries += 1)
      await deliverNotice(ctx, 0);
    const approved = await db
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(eq(withdrawals.status, 'approved'));
    for (const { id } of approved)
      await sendPayout(world.t.app, id).catch((error: unknown) => {
        if (!(error instanceof PayoutTechnicalError)) throw error;
      });
    world.t.clock.advance(15 * 60_000);
    await op.settlePayouts(ctx);
    await jobs(ctx);
    await sync(ctx);
  }
}

/**
 * Runs `ops` seeded operations against the app, checking as it goes. Throws with the seed, the
 * operation index and the last operations when anything is off, so the run can be replayed with
 * the same seed.
 */
export async function runSimulation(t: TestApp, options: SimOptions): Promise<SimSummary> {
  const started = Date.now();
  const random = seededRandom(options.seed);
  const world = await createWorld(t, options.sellers ?? 4);
  const model = new MoneyModel(defaultPlatformSettings);
  const statuses = new Map<string, number>();
  const trace: string[] = [];
  const ctx: Context = { world, model, random, statuses, note: (line) => trace.push(line) };
  const perKind: Record<string, number> = {};
  const checkEvery = options.checkEvery ?? 100;
  let checks = 0;
  let index = 0;
  try {
    for (; index < options.ops; index += 1) {
      const kind = random.weighted(weights);
      perKind[kind] = (perKind[kind] ?? 0) + 1;
      const line = await operations[kind](ctx);
      trace.push(`#${index} ${kind}: ${line}`);
      if (trace.length > 40) trace.shift();
      await sync(ctx);
      if ((index + 1) % checkEvery === 0) {
        await check(ctx, false);
        checks += 1;
      }
    }
    await drain(ctx);
    await check(ctx, true);
    checks += 1;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(
      `simulation failed: SIM_SEED=${options.seed} at operation ${index}\n${message}\nlast operations:\n${trace.join('\n')}`,
      { cause: error },
    );
  }
  const [held] = await world.t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(acquirerDiscrepancies);
  return {
    seed: options.seed,
    ops: options.ops,
    perKind,
    statuses: Object.fromEntries([...statuses.entries()].sort()),
    discrepancies: held?.n ?? 0,
    checks,
    ms: Date.now() - started,
  };
}
