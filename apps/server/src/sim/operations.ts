import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { eq } from 'drizzle-orm';
import { transactions, withdrawals } from '../db/schema.ts';
import { releaseDueFunds } from '../modules/ledger/release.ts';
import { expireAbandonedCharges } from '../modules/payments/expiry.ts';
import { reconcileRefunds } from '../modules/payments/refund-reconcile.ts';
import { providerFor, providerRowById } from '../modules/payouts/registry.ts';
import { settleSandboxPayouts } from '../modules/payouts/sandbox-settlement.ts';
import { reconcilePayouts, sendPayout } from '../modules/withdrawals/payouts.ts';
import { SandboxActionError } from '../providers/acquirers/sandbox-actions.ts';
import { type SandboxWebhookBody, sandboxWebhook } from '../providers/acquirers/sandbox-webhook.ts';
import type { OutgoingWebhook } from '../providers/payouts/sandbox.ts';
import { PayoutTechnicalError } from '../providers/payouts/types.ts';
import { publicKeyOf } from '../test/cards.ts';
import { bearer } from '../test/harness.ts';
import type { MoneyModel } from './model.ts';
import type { Random } from './prng.ts';
import { type SimSeller, setPixKey, switchProfile, type World } from './world.ts';

export type Context = {
  world: World;
  model: MoneyModel;
  random: Random;
  /** Every HTTP status seen, by "METHOD route". */
  statuses: Map<string, number>;
  note: (line: string) => void;
};

const customer = {
  name: 'Compradora Simulada',
  email: 'sim@example.com',
  document: '529.982.247-25',
};

/** Cards by what the sandbox's issuer answers; the slow timeout card is left out on purpose. */
const cards = {
  approved: '4111111111111111',
  insufficient: '4000000000009995',
  fraud: '4000000000009979',
  processingError: '4000000000000119',
} as const;

const pixKeys = [
  'loja@exemplo.com.br',
  'falha.chave@sandbox.repasse.dev',
  'sem.resposta@sandbox.repasse.dev',
  'recusa@sandbox.repasse.dev',
  'erro.provedor@sandbox.repasse.dev',
];

/** Any answer of 500 or more fails the run at once, with what was asked. */
export class ServerError extends Error {}

async function call(
  ctx: Context,
  request: { method: 'GET' | 'POST' | 'PUT'; url: string; headers: object; payload?: object },
  route: string,
) {
  const response = await ctx.world.t.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers as Record<string, string>,
    ...(request.payload ? { payload: request.payload } : {}),
  });
  const key = `${request.method} ${route} ${response.statusCode}`;
  ctx.statuses.set(key, (ctx.statuses.get(key) ?? 0) + 1);
  if (response.statusCode >= 500)
    throw new ServerError(
      `${request.method} ${request.url} -> ${response.statusCode} ${response.body}`,
    );
  return response;
}

const now = (ctx: Context) => ctx.world.t.clock.now();

/** The card tokenised with the seller's public key, as their checkout page would. */
async function tokenise(ctx: Context, secretKey: string, number: string) {
  const response = await call(
    ctx,
    {
      method: 'POST',
      url: '/v1/tokens',
      headers: bearer(await publicKeyOf(ctx.world.t, secretKey)),
      payload: { card: { number, holderName: 'SIM', expMonth: 12, expYear: 2099, cvv: '123' } },
    },
    '/v1/tokens',
  );
  if (response.statusCode !== 201) throw new Error(`refused a card token: ${response.body}`);
  return { card: { token: response.json<{ id: string }>().id } };
}

function pickCharge(
  ctx: Context,
  predicate: (c: { status: string; livemode: boolean; method: string }) => boolean,
) {
  const candidates = [...ctx.model.charges.values()].filter(predicate);
  return candidates.length ? ctx.random.pick(candidates) : null;
}

/** A charge through /v1 with a seller's live or test key; the model checks the breakdown. */
export async function charge(ctx: Context) {
  const { random, world, model } = ctx;
  const seller = random.pick(world.sellers);
  const livemode = random.chance(0.85);
  const method: PaymentMethod = random.weighted({ card: 5, pix: 3, boleto: 2 });
  const instalments = method === 'card' && random.chance(0.4) ? random.int(2, 12) : 1;
  const amount = random.chance(0.05) ? random.int(1, 499) : random.int(500, 300_000);
  const card =
    method === 'card'
      ? random.weighted({ approved: 16, insufficient: 1, fraud: 1, processingError: 1 })
      : null;
  const secretKey = livemode ? seller.live : seller.test;
  const cardField = card ? await tokenise(ctx, secretKey, cards[card]) : {};
  const response = await call(
    ctx,
    {
      method: 'POST',
      url: '/v1/charges',
      headers: {
        ...bearer(secretKey),
        'idempotency-key': `sim-${random.seed}-${random.int(0, 2 ** 30)}`,
      },
      payload: {
        amount,
        method,
        instalments,
        description: 'Simulação',
        customer,
        ...cardField,
      },
    },
    '/v1/charges',
  );
  const profile = world.profiles.get(seller.profileId);
  if (!profile) throw new Error('seller without a profile');
  if (response.statusCode !== 201) {
    // Refused by the rules (below the minimum, fees above the price): the model must agree.
    const expected = model.expectCharge({
      id: 'refused',
      sellerId: seller.user.id,
      livemode,
      method,
      price: amount,
      instalments,
      profile,
      now: now(ctx),
    });
    model.charges.delete('refused');
    if (expected) throw new Error(`refused a charge the rules accept: ${response.body}`);
    return `charge refused ${response.statusCode}`;
  }
  const body = response.json<{
    id: string;
    status: string;
    buyerTotal: number;
    fees: { net: number; reserve: number };
    paidAt: string | null;
  }>();
  const expected = model.expectCharge({
    id: body.id,
    sellerId: seller.user.id,
    livemode,
    method,
    price: amount,
    instalments,
    profile,
    now: now(ctx),
  });
  if (!expected) throw new Error(`accepted a charge the rules refuse: ${amount} ${method}`);
  if (
    expected.buyerTotal !== body.buyerTotal ||
    expected.net !== body.fees.net ||
    expected.reserve !== body.fees.reserve
  )
    throw new Error(`breakdown differs for ${body.id}: ${JSON.stringify(body.fees)}`);
  model.observeCharge(body.id, {
    status: body.status,
    refunded: 0,
    paidAt: body.paidAt ? new Date(body.paidAt) : null,
  });
  return `charge ${method} ${livemode ? 'live' : 'test'} ${amount} -> ${body.status}`;
}

/** The buyer pays a pending Pix or boleto at the acquirer; its notice is held, not delivered. */
export async function buyerPays(ctx: Context) {
  const target = pickCharge(ctx, (c) => c.status === 'pending' && c.method !== 'card');
  if (!target) return 'nothing to pay';
  const reference = await acquirerReferenceOf(ctx, target.id);
  if (!reference) return 'pending charge without reference';
  try {
    await ctx.world.acquirer.simulatePayment(reference);
  } catch (error) {
    if (error instanceof SandboxActionError) return `buyer pays: ${error.code}`;
    throw error;
  }
  return `buyer pays ${target.id.slice(0, 8)}`;
}

async function acquirerReferenceOf(ctx: Context, chargeId: string): Promise<string | null> {
  const [row] = await ctx.world.t.database.db
    .select({ reference: transactions.acquirerReference })
    .from(transactions)
    .where(eq(transactions.id, chargeId));
  return row?.reference ?? null;
}

/** Protests, wins and chargebacks happen at the acquirer; their notices are held too. */
export async function disputeAtAcquirer(ctx: Context) {
  const target = pickCharge(ctx, (c) => c.livemode && ['paid', 'in_protest'].includes(c.status));
  if (!target) return 'nothing to dispute';
  const reference = await acquirerReferenceOf(ctx, target.id);
  if (!reference) return 'paid charge without reference';
  const action = ctx.random.weighted({ chargeback: 2, protest: 3, protestWon: 3 });
  try {
    if (action === 'chargeback') await ctx.world.acquirer.simulateChargeback(reference);
    if (action === 'protest') await ctx.world.acquirer.simulateProtest(reference);
    if (action === 'protestWon') await ctx.world.acquirer.simulateProtestWon(reference);
  } catch (error) {
    if (error instanceof SandboxActionError) return `${action}: ${error.code}`;
    throw error;
  }
  return `${action} ${target.id.slice(0, 8)}`;
}

/** The sandbox's own run: it expires Pix and owes refund notices, which it hands over (held). */
export async function acquirerSettles(ctx: Context) {
  const settled = await ctx.world.acquirer.settleDue();
  return `acquirer settles ${settled}`;
}

/** One held notice arrives, in any order, signed at the moment it is sent. */
export async function deliverNotice(ctx: Context, which?: number) {
  const { world, random } = ctx;
  if (world.held.length === 0) return 'no notice held';
  const index = which ?? random.int(0, world.held.length - 1);
  const [webhook] = world.held.splice(index, 1);
  if (!webhook) return 'no notice';
  world.delivered.push(webhook);
  return send(ctx, webhook, 'deliver');
}

/** A notice the acquirer sends again, as acquirers do when unsure it arrived. */
export async function duplicateNotice(ctx: Context) {
  const { world, random } = ctx;
  if (world.delivered.length === 0) return 'nothing delivered yet';
  return send(ctx, random.pick(world.delivered), 'duplicate');
}

async function send(ctx: Context, webhook: OutgoingWebhook, kind: string) {
  const { world } = ctx;
  const body = JSON.parse(webhook.body) as SandboxWebhookBody;
  const resigned = sandboxWebhook(world.acquirerId, world.secret, body, now(ctx));
  const response = await call(
    ctx,
    {
      method: 'POST',
      url: resigned.path,
      headers: resigned.headers,
      payload: JSON.parse(resigned.body),
    },
    '/hooks/acquirers/:id',
  );
  // A notice for a charge not found yet is refused so the acquirer sends it again later.
  if (response.statusCode === 409) world.held.push(webhook);
  return `${kind} ${body.type} ${body.amount ?? ''} -> ${response.statusCode} ${response.body.slice(0, 40)}`;
}

/** A seller refunds all or part of a paid charge, sometimes with the sandbox's failure amounts. */
export async function refund(ctx: Context) {
  const { random, world } = ctx;
  const target = pickCharge(ctx, (c) => ['paid', 'in_protest'].includes(c.status));
  if (!target) return 'nothing to refund';
  const seller = world.sellers.find(
    (s) => s.user.id === ctx.model.charges.get(target.id)?.sellerId,
  );
  const charge = ctx.model.charges.get(target.id);
  if (!seller || !charge) return 'no seller';
  const left = charge.buyerTotal - charge.refunded;
  let amount: number | undefined;
  const kind = random.weighted({ full: 2, partial: 5, lostAnswer: 1, refused: 1, tooMuch: 1 });
  if (kind === 'partial') amount = random.int(1, Math.max(1, left));
  if (kind === 'lostAnswer' || kind === 'refused') {
    const reais = Math.floor(random.int(0, Math.max(0, left - 100)) / 100);
    amount = reais * 100 + (kind === 'lostAnswer' ? 13 : 14);
  }
  if (kind === 'tooMuch') amount = left + random.int(1, 1000);
  const response = await call(
    ctx,
    {
      method: 'POST',
      url: `/v1/charges/${target.id}/refunds`,
      headers: bearer(charge.livemode ? seller.live : seller.test),
      payload: amount === undefined ? {} : { amount },
    },
    '/v1/charges/:id/refunds',
  );
  return `refund ${kind} ${amount ?? 'all'} of ${left} -> ${response.statusCode}`;
}

export async function anticipate(ctx: Context) {
  const { random, world, model } = ctx;
  const seller = random.pick(world.sellers);
  const profile = world.profiles.get(seller.profileId);
  if (!profile) return 'no profile';
  const response = await call(
    ctx,
    { method: 'POST', url: '/web/financial/anticipation', headers: seller.session, payload: {} },
    '/web/financial/anticipation',
  );
  if (response.statusCode !== 200) return `anticipation -> ${response.statusCode}`;
  const expected = model.anticipate(seller.user.id, now(ctx), profile.anticipationFee);
  const totals = response.json<{ totals: typeof expected }>().totals;
  if (JSON.stringify(totals) !== JSON.stringify(expected))
    throw new Error(`anticipation totals ${JSON.stringify(totals)} != ${JSON.stringify(expected)}`);
  return `anticipation ${totals.gross}`;
}

export async function withdraw(ctx: Context) {
  const { random, world, model } = ctx;
  const seller = random.pick(world.sellers);
  if (random.chance(0.5)) await setPixKey(world, seller, random.pick(pixKeys));
  const available = model.balances(seller.user.id).available;
  const amount =
    available >= 5_000 && random.chance(0.8)
      ? random.int(5_000, Math.min(available, 1_000_000))
      : random.int(100, 20_000);
  const response = await call(
    ctx,
    {
      method: 'POST',
      url: '/web/withdrawals',
      headers: { ...seller.session, 'idempotency-key': `sim-w-${random.int(0, 2 ** 30)}` },
      payload: { amount },
    },
    '/web/withdrawals',
  );
  if (response.statusCode !== 201) return `withdraw ${amount} -> ${response.statusCode}`;
  const body = response.json<{ id: string; status: string }>();
  model.requestWithdrawal({ id: body.id, sellerId: seller.user.id, amount, status: 'pending' });
  return `withdraw ${amount} -> ${body.status}`;
}

/** The admin approves most pending withdrawals and rejects some. */
export async function reviewWithdrawal(ctx: Context) {
  const { random, world } = ctx;
  const pending = [...ctx.model.withdrawals.values()].filter((w) => w.status === 'pending');
  if (pending.length === 0) return 'no withdrawal to review';
  const target = random.pick(pending);
  const reject = random.chance(0.2);
  const response = await call(
    ctx,
    {
      method: 'POST',
      url: `/web/admin/withdrawals/${target.id}/${reject ? 'reject' : 'approve'}`,
      headers: world.admin,
      payload: reject ? { reason: 'Simulação' } : {},
    },
    `/web/admin/withdrawals/:id/${reject ? 'reject' : 'approve'}`,
  );
  return `${reject ? 'reject' : 'approve'} -> ${response.statusCode}`;
}

/**
 * The payout job, sometimes "stopped mid-job": the provider is called (and makes the payout) but
 * the worker dies before writing its answer. The next run of the job, as a restarted worker would
 * do, must find the payout already made and never pay twice.
 */
export async function payoutJob(ctx: Context) {
  const { random, world } = ctx;
  const [approved] = await world.t.database.db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.status, 'approved'))
    .limit(1);
  if (!approved) return 'no payout to send';
  if (random.chance(0.3) && approved.providerId) {
    const provider = await providerRowById(world.t.database.db, approved.providerId);
    if (provider) {
      try {
        await providerFor(world.t.app, provider).send({
          reference: approved.id,
          amount: approved.payout,
          pixKeyType: approved.pixKeyType,
          pixKey: approved.pixKey,
          description: 'crash',
        });
      } catch {
        // The crash happened anyway; what the provider answered is lost with the worker.
      }
    }
  }
  try {
    await sendPayout(world.t.app, approved.id);
  } catch (error) {
    if (!(error instanceof PayoutTechnicalError)) throw error;
    return 'payout job: provider error, retried later';
  }
  return 'payout job ran';
}

export async function settlePayouts(ctx: Context) {
  await settleSandboxPayouts(ctx.world.t.app);
  return 'payouts settled';
}

/** Time passes; the platform's scheduled jobs run as they would. */
export async function passTime(ctx: Context) {
  const { random, world } = ctx;
  const ms = random.weighted({ seconds: 4, minutes: 3, hours: 2, days: 1 });
  const amount = {
    seconds: random.int(1, 50) * 1000,
    minutes: random.int(1, 30) * 60_000,
    hours: random.int(1, 12) * 3_600_000,
    days: random.int(1, 10) * 86_400_000,
  }[ms];
  world.t.clock.advance(amount);
  await jobs(ctx);
  return `time +${ms} (${amount / 1000}s)`;
}

/** The scheduled jobs: releases, expiries, refund and payout reconciliation. */
export async function jobs(ctx: Context) {
  const { world, model } = ctx;
  await releaseDueFunds(world.t.database.db, world.t.clock);
  model.release(now(ctx));
  await expireAbandonedCharges(world.t.app);
  await reconcileRefunds(world.t.app);
  await reconcilePayouts(world.t.app);
}

export async function changeProfile(ctx: Context) {
  const seller: SimSeller = ctx.random.pick(ctx.world.sellers);
  const status = await switchProfile(ctx.world, seller);
  if (status !== 200) throw new Error(`profile change answered ${status}`);
  return `profile -> ${seller.profileId.slice(0, 8)}`;
}
