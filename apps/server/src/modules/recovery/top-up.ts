import { randomUUID } from 'node:crypto';
import type { CreateRecoveryTopUp, RecoveryTopUp } from '@repasse/core/contract/recovery';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../http/errors.ts';
import {
  AcquirerTechnicalError,
  type ChargeRequest,
  type ChargeResult,
} from '../../providers/acquirers/types.ts';
import {
  type AcquirerRow,
  adapterFor,
  methodIsActive,
  platformAcquirersFor,
} from '../acquirers/registry.ts';
import { currentPlatformSettings } from '../fees/current.ts';
import { acquirerCostOf } from '../payments/charges.ts';
import {
  insertTopUp,
  sellerTopUpRow,
  type TopUpRow,
  topUpByKey,
  toTopUp,
  updateTopUp,
} from './queries.ts';

/** How long the seller has to pay a top-up's Pix code. */
export const topUpPixSeconds = 30 * 60;

export type TopUpRequester = { sellerId: string; impersonated: boolean };

/**
 * A seller tops up their recovery balance (docs/money.md §13): a live Pix charge the platform
 * makes to the seller through the Pix route (never a seller's custom acquirer), the top-up's id
 * as the acquirer's reference. The row is written first, on its own, and the acquirers are
 * called with no transaction open; the same Idempotency-Key answers the same top-up, even sent
 * twice at once. When no acquirer makes the Pix code the top-up is answered `failed` with the
 * reason (`no_acquirer`, `all_acquirers_failed`, `declined`), so the dialog shows its failed
 * stage; `recovery.topup_unavailable` (503) means Pix is switched off and nothing was made.
 */
export async function requestTopUp(
  app: FastifyInstance,
  requester: TopUpRequester,
  input: CreateRecoveryTopUp,
  idempotencyKey: string | undefined,
): Promise<{ topUp: RecoveryTopUp; replayed: boolean }> {
  // An admin acting as the seller may look, never pay in the seller's name.
  if (requester.impersonated) throw forbidden('impersonation.forbidden_action');
  const { sellerId } = requester;
  if (idempotencyKey) {
    const previous = await topUpByKey(app.db, sellerId, idempotencyKey);
    if (previous) return replay(previous, input);
  }

  const [user] = await app.db.select().from(users).where(eq(users.id, sellerId));
  if (!user) throw notFound();
  // As for live sales and withdrawals: the platform takes money only from a seller it knows.
  if (user.documentStatus !== 'validate') throw forbidden('recovery.documents_not_approved');
  const settings = await currentPlatformSettings(app);
  const limits = {
    minimum: { cents: settings.recoveryTopUpMinimum },
    maximum: { cents: settings.recoveryTopUpMaximum },
  };
  if (input.amount < settings.recoveryTopUpMinimum)
    throw fieldError('recovery.topup_below_minimum', 'amount', limits);
  if (input.amount > settings.recoveryTopUpMaximum)
    throw fieldError('recovery.topup_above_maximum', 'amount', limits);
  if (!(await methodIsActive(app, 'pix'))) throw new AppError('recovery.topup_unavailable');

  const now = app.clock.now();
  const insert = () =>
    insertTopUp(app.db, {
      id: randomUUID(),
      sellerId,
      amount: input.amount,
      status: 'pending',
      idempotencyKey: idempotencyKey ?? null,
      createdAt: now,
      updatedAt: now,
    });
  const created = await onUniqueViolation(insert, async () => {
    // The same key sent twice at once: the loser answers what the winner made so far.
    const winner = idempotencyKey ? await topUpByKey(app.db, sellerId, idempotencyKey) : undefined;
    if (!winner) throw new Error('recovery top-up hit a unique index without an idempotency key');
    return { ...winner, replayed: true as const };
  });
  if ('replayed' in created) return replay(created, input);

  const routed = await routeTopUp(app, created, {
    reference: created.id,
    livemode: true,
    method: 'pix',
    amount: created.amount,
    instalments: 1,
    description: 'Repasse recovery balance',
    customer: {
      name: user.fullName,
      email: user.email,
      document: user.personDocument,
      phone: `${user.phoneCountryCode}${user.phoneNumber.replace(/\D/g, '')}`,
    },
    pixExpiresInSeconds: topUpPixSeconds,
  });
  return { topUp: toTopUp(await recordAnswer(app, created, routed)), replayed: false };
}

function replay(previous: TopUpRow, input: CreateRecoveryTopUp) {
  if (previous.amount !== input.amount) throw conflict('idempotency.mismatch');
  return { topUp: toTopUp(previous), replayed: true };
}

type Routed =
  | { acquirer: AcquirerRow; result: ChargeResult }
  | { acquirer: null; reason: 'no_acquirer' | 'all_acquirers_failed' };

/** The Pix route's acquirers in order, falling back on technical failures only. */
async function routeTopUp(
  app: FastifyInstance,
  topUp: TopUpRow,
  request: ChargeRequest,
): Promise<Routed> {
  const candidates = await platformAcquirersFor(app, 'pix');
  for (const acquirer of candidates) {
    try {
      return { acquirer, result: await adapterFor(app, acquirer).charge(request) };
    } catch (error) {
      if (!(error instanceof AcquirerTechnicalError)) throw error;
      app.log.warn(
        { topUpId: topUp.id, acquirerId: acquirer.id, err: error },
        'acquirer failed a recovery top-up',
      );
    }
  }
  return { acquirer: null, reason: candidates.length ? 'all_acquirers_failed' : 'no_acquirer' };
}

/**
 * What the acquirer answered: the Pix code and its expiry, or the top-up failed. A notice that
 * overtook the answer (paid already) keeps its status; the acquirer's reference is kept anyway.
 */
async function recordAnswer(
  app: FastifyInstance,
  topUp: TopUpRow,
  routed: Routed,
): Promise<TopUpRow> {
  const now = app.clock.now();
  // The top-up left pending meanwhile (a notice): only the acquirer's reference is still news.
  const settled = async (changes: Partial<TopUpRow>) =>
    (Object.keys(changes).length ? await updateTopUp(app.db, topUp, changes) : undefined) ??
    (await sellerTopUpRow(app.db, topUp.sellerId, topUp.id));
  const fail = async (reason: string, changes: Partial<TopUpRow> = {}) =>
    (await updateTopUp(
      app.db,
      topUp,
      { ...changes, status: 'failed', failureReason: reason, updatedAt: now },
      true,
    )) ?? (await settled(changes));
  if (!routed.acquirer) return (await fail(routed.reason)) ?? topUp;
  const { acquirer, result } = routed;
  const reference = {
    acquirerId: acquirer.id,
    acquirerReference: result.acquirerReference,
    acquirerCost: acquirerCostOf(acquirer, 'pix', 1, topUp.amount),
  };
  if (result.status !== 'pending' || !result.pix) {
    app.log.warn({ topUpId: topUp.id, result }, 'acquirer made no Pix code for a top-up');
    return (await fail('declined', reference)) ?? topUp;
  }
  const pix = { brCode: result.pix.brCode, pixExpiresAt: result.pix.expiresAt };
  const answered =
    (await updateTopUp(app.db, topUp, { ...reference, ...pix, updatedAt: now }, true)) ??
    (await settled(reference));
  return answered ?? topUp;
}
