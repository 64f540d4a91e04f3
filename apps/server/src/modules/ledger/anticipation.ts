import { randomUUID } from 'node:crypto';
import type { AnticipationSimulationResponse } from '@repasse/core/contract/fees';
import type { AnticipationResult } from '@repasse/core/contract/ledger';
import { simulateAnticipation } from '@repasse/core/fees/anticipation';
import { and, asc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerReleases } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { feeProfileOf } from '../fees/queries.ts';
import { platform, seller } from './accounts.ts';
import { post } from './post.ts';
import { transactionByReference } from './queries.ts';

/** Card funds still pending, one row per sale; reserves are never anticipated. */
async function anticipatable(
  db: DbOrTx,
  clock: Clock,
  sellerId: string,
  orderIds: string[] | undefined,
  lock: boolean,
) {
  const conditions: SQL[] = [
    eq(ledgerReleases.sellerId, sellerId),
    eq(ledgerReleases.bucket, 'pending'),
    eq(ledgerReleases.method, 'card'),
    isNull(ledgerReleases.releasedAt),
    isNull(ledgerReleases.cancelledAt),
    isNull(ledgerReleases.heldAt),
    gt(ledgerReleases.releaseAt, clock.now()),
  ];
  if (orderIds) conditions.push(inArray(ledgerReleases.saleReference, orderIds));
  const query = db
    .select()
    .from(ledgerReleases)
    .where(and(...conditions))
    .orderBy(asc(ledgerReleases.releaseAt));
  return lock ? query.for('update') : query;
}

/** What anticipating now would give and cost, for the given orders or every pending one. */
export async function simulateAnticipationFor(
  app: FastifyInstance,
  sellerId: string,
  orderIds?: string[],
): Promise<AnticipationSimulationResponse> {
  const rows = await anticipatable(app.db, app.clock, sellerId, orderIds, false);
  const { profile } = await feeProfileOf(app.db, sellerId);
  return toResponse(rows, app.clock.now(), profile.anticipationFee);
}

function toResponse(
  rows: (typeof ledgerReleases.$inferSelect)[],
  now: Date,
  anticipationFee: string,
): AnticipationSimulationResponse {
  const simulation = simulateAnticipation(
    rows.map((row) => ({
      amount: row.amount,
      releaseAt: row.releaseAt,
      orderId: row.saleReference,
    })),
    now,
    anticipationFee,
  );
  return {
    anticipationFee,
    simulatedAt: now.toISOString(),
    items: simulation.items.map((item) => ({
      orderId: item.orderId,
      releaseAt: item.releaseAt.toISOString(),
      days: item.days,
      gross: item.gross,
      fee: item.fee,
      net: item.net,
    })),
    totals: simulation.totals,
  };
}

/**
 * Anticipates pending card funds now: each amount minus its fee becomes available, the fee is
 * platform revenue. Release rows are locked before the seller's accounts, the order every ledger
 * writer here follows.
 */
export async function anticipate(
  tx: DbOrTx,
  clock: Clock,
  sellerId: string,
  orderIds: string[] | undefined,
  requestId: string = randomUUID(),
) {
  const rows = await anticipatable(tx, clock, sellerId, orderIds, true);
  if (rows.length === 0) throw new AppError('anticipation.nothing_to_anticipate');
  const { profile } = await feeProfileOf(tx, sellerId);
  const now = clock.now();
  const result = toResponse(rows, now, profile.anticipationFee);
  const posting = await post(tx, clock, {
    reference: `anticipation:${requestId}`,
    type: 'anticipation',
    sellerId,
    // The whole result is kept so a replayed request answers exactly as the first one did.
    metadata: { result },
    movements: [
      {
        from: seller(sellerId, 'pending'),
        to: seller(sellerId, 'available'),
        amount: result.totals.net,
      },
      { from: seller(sellerId, 'pending'), to: platform('revenue'), amount: result.totals.fee },
    ],
  });
  if (posting.status === 'posted') {
    for (const [index, row] of rows.entries()) {
      await tx
        .update(ledgerReleases)
        .set({
          releasedAt: now,
          anticipatedAt: now,
          anticipationFee: result.items[index]?.fee ?? 0,
        })
        .where(and(eq(ledgerReleases.id, row.id), eq(ledgerReleases.sellerId, sellerId)));
    }
  }
  return { ...result, transactionId: posting.transactionId, status: posting.status };
}

/**
 * The seller's anticipation request. With an Idempotency-Key, the same key again answers the
 * first request's result (kept in its ledger transaction) instead of anticipating twice.
 */
export async function requestAnticipation(
  app: FastifyInstance,
  sellerId: string,
  orderIds: string[] | undefined,
  idempotencyKey: string | undefined,
): Promise<AnticipationResult> {
  const requestId = idempotencyKey === undefined ? undefined : `${sellerId}:${idempotencyKey}`;
  if (requestId) {
    const previous = await transactionByReference(app.db, `anticipation:${requestId}`, sellerId);
    if (previous) {
      const { result } = previous.metadata as { result: AnticipationSimulationResponse };
      return { ...result, transactionId: previous.id, replayed: true };
    }
  }
  const {
    transactionId,
    status: _status,
    ...simulation
  } = await app.db.transaction((tx) => anticipate(tx, app.clock, sellerId, orderIds, requestId));
  return { ...simulation, transactionId, replayed: false };
}
