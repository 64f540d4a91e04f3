import { createHash, randomUUID } from 'node:crypto';
import { expectedArrival } from '@repasse/core/calendar/business-days';
import type { RequestWithdrawal, Withdrawal } from '@repasse/core/contract/withdrawals';
import { computeWithdrawal } from '@repasse/core/fees/withdrawal';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { onUniqueViolation } from '../../db/errors.ts';
import { users, withdrawalEvents, withdrawals } from '../../db/schema.ts';
import {
  AppError,
  badRequest,
  conflict,
  fieldError,
  forbidden,
  notFound,
} from '../../http/errors.ts';
import { currentFeeProfile, currentPlatformSettings } from '../fees/current.ts';
import {
  type AnswerToKeep,
  type KeptAnswer,
  keepAnswerSql,
} from '../integrations/idempotency-queries.ts';
import { emitEvent } from '../integrations/webhooks.ts';
import { seller } from '../ledger/accounts.ts';
import { balancesOf } from '../ledger/balances.ts';
import { post } from '../ledger/post.ts';
import { assertWithdrawalsOpen } from '../platform-switches/switches.ts';
import { sellerWithdrawal, withdrawalView } from './seller-reads.ts';
import { approve, withdrawalEventData } from './transitions.ts';

const requestHash = (input: RequestWithdrawal) =>
  createHash('sha256')
    .update(JSON.stringify({ amount: input.amount, description: input.description ?? null }))
    .digest('hex');

type Kept = { answer: KeptAnswer; withdrawal: Withdrawal };

/**
 * A seller asks to withdraw `amount` from available to their Pix key (docs/money.md §10).
 * The amount is held in `withdrawing` in the same transaction as the request; the seller's
 * accounts are locked first, so concurrent requests can never take more than is available.
 */
export async function requestWithdrawal(
  app: FastifyInstance,
  requester: { sellerId: string; impersonated: boolean },
  input: RequestWithdrawal,
  idempotencyKey: string | undefined,
  answer: AnswerToKeep<Withdrawal> | null = null,
): Promise<{ id: string; replayed: boolean; kept: Kept | null }> {
  if (requester.impersonated) throw forbidden('impersonation.forbidden_action');
  const { sellerId } = requester;
  const hash = requestHash(input);
  if (idempotencyKey) {
    const [previous] = await app.db
      .select({ id: withdrawals.id, requestHash: withdrawals.requestHash })
      .from(withdrawals)
      .where(
        and(eq(withdrawals.sellerId, sellerId), eq(withdrawals.idempotencyKey, idempotencyKey)),
      );
    if (previous) {
      if (previous.requestHash !== hash) throw conflict('idempotency.mismatch');
      return { id: previous.id, replayed: true, kept: null };
    }
  }

  // A retried request answers as before (above); only a new one meets the super-admin's brake.
  await assertWithdrawalsOpen(app);
  const [user] = await app.db.select().from(users).where(eq(users.id, sellerId));
  if (!user) throw notFound();
  if (user.documentStatus !== 'validate') throw forbidden('withdrawal.documents_not_approved');
  if (!user.pixKey || !user.pixKeyType) throw badRequest('withdrawal.no_pix_key');

  const settings = await currentPlatformSettings(app);
  const { profile } = await currentFeeProfile(app, sellerId);
  const { available } = await balancesOf(app.db, sellerId);
  const quote = computeWithdrawal(input.amount, {
    withdrawalFee: profile.withdrawalFee,
    available,
    settings,
  });
  if (!quote.ok)
    throw fieldError(quote.error, 'amount', {
      minimum: { cents: settings.withdrawalMinimum },
      maximum: { cents: settings.withdrawalMaximum },
    });

  const id = randomUUID();
  const now = app.clock.now();
  const hold = () =>
    app.db.transaction(async (tx) => {
      // The balance check that counts happens here, under the seller's account locks.
      await post(tx, app.clock, {
        reference: `withdrawal:${id}:hold`,
        type: 'withdrawal',
        sellerId,
        metadata: { withdrawalId: id, amount: input.amount },
        movements: [
          {
            from: seller(sellerId, 'available'),
            to: seller(sellerId, 'withdrawing'),
            amount: input.amount,
          },
        ],
      });
      const [row] = await tx
        .insert(withdrawals)
        .values({
          id,
          sellerId,
          amount: input.amount,
          fee: quote.fee,
          payout: quote.payout,
          pixKeyType: user.pixKeyType as NonNullable<typeof user.pixKeyType>,
          pixKey: user.pixKey as string,
          description: input.description || null,
          idempotencyKey: idempotencyKey ?? null,
          requestHash: hash,
          expectedArrivalAt: expectedArrival(now),
          requestedAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('withdrawal insert returned nothing');
      await tx.insert(withdrawalEvents).values({
        withdrawalId: id,
        sellerId,
        status: 'pending',
        actorType: 'seller',
        actorId: sellerId,
        createdAt: now,
      });
      await emitEvent(app, tx, sellerId, 'withdrawal.created', withdrawalEventData(row));
      if (user.autoWithdrawal) await approve(app, tx, row, { type: 'system' });
      if (!answer) return { id, replayed: false, kept: null };
      // Kept before the commit, so the withdrawal and its answer are made together.
      const withdrawal = await withdrawalView(tx, sellerId, id);
      const kept = { ...answer.record, body: answer.shape(withdrawal) };
      await tx.execute(keepAnswerSql(kept));
      return { id, replayed: false, kept: { answer: kept, withdrawal } };
    });
  try {
    return await onUniqueViolation(hold, () =>
      // The same key sent twice at once: the loser answers like a replay.
      idempotencyKey
        ? requestWithdrawal(app, requester, input, idempotencyKey)
        : new Error('withdrawal request hit a unique index without an idempotency key'),
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'ledger.insufficient_funds') {
      throw badRequest('withdrawal.insufficient_funds', {
        amount: 'errors.withdrawal.insufficient_funds',
      });
    }
    throw error;
  }
}

/** The request answered as the seller sees it: the withdrawal, and whether it was a replay. */
export async function submitWithdrawal(
  app: FastifyInstance,
  requester: { sellerId: string; impersonated: boolean },
  input: RequestWithdrawal,
  idempotencyKey: string | undefined,
  answer: AnswerToKeep<Withdrawal> | null = null,
): Promise<{ withdrawal: Withdrawal; replayed: boolean; kept: KeptAnswer | null }> {
  const { id, replayed, kept } = await requestWithdrawal(
    app,
    requester,
    input,
    idempotencyKey,
    answer,
  );
  if (kept) return { withdrawal: kept.withdrawal, replayed, kept: kept.answer };
  return { withdrawal: await sellerWithdrawal(app, requester.sellerId, id), replayed, kept: null };
}
