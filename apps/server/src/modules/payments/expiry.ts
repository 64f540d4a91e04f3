import { addBusinessDays, saoPauloDay } from '@repasse/core/calendar/business-days';
import { and, eq, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { transactions } from '../../db/schema.ts';
import { sellerRow } from '../../db/seller-row.ts';
import { sweepBySeller } from '../../db/sweep.ts';
import { emitEvent } from '../integrations/webhooks.ts';
import { type Actor, transitionTransaction } from './lifecycle.ts';
import { type TransactionRow, toCharge } from './queries.ts';

/** A Pix paid in its last seconds still reaches us a little later. */
export const pixGraceMs = 5 * 60_000;
/** Banks settle a boleto paid on its due date within a few business days. */
export const boletoSettlementBusinessDays = 3;

const batchSize = 100;

/**
 * The buyer walked away: the charge is canceled and the seller's systems hear `charge.abandoned`.
 * Called both by the expiry job and when an acquirer reports a charge canceled or expired.
 */
export async function abandonCharge(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  reason: 'expired' | 'canceled',
  actor: Actor,
): Promise<TransactionRow> {
  const updated = await transitionTransaction(
    app,
    tx,
    row,
    'canceled',
    actor,
    {},
    { type: 'abandoned', note: reason },
  );
  await emitEvent(app, tx, row.sellerId, 'charge.abandoned', toCharge(updated));
  return updated;
}

/**
 * Cancels pending Pix charges past their expiry (plus a grace period) and boletos whose settlement
 * window after the due date has passed. The due charges are read with their sellers first, then
 * each is locked by id and seller with SKIP LOCKED in a transaction of its own (docs/scaling.md:
 * a lock must name its shard), so two workers never take the same charge, and a webhook
 * confirming one at the same moment simply waits for it. A charge paid meanwhile no longer matches
 * when it is locked, and is left as it is.
 */
export async function expireAbandonedCharges(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const pixCutoff = new Date(now.getTime() - pixGraceMs);
  // The latest due date whose settlement window is over: due + 3 business days < today.
  const today = saoPauloDay(now);
  let boletoCutoff = '1970-01-01';
  for (let back = 1; back <= 15; back += 1) {
    const candidate = saoPauloDay(new Date(now.getTime() - back * 86_400_000));
    const lastSettlementDay = addBusinessDays(
      new Date(`${candidate}T12:00:00-03:00`),
      boletoSettlementBusinessDays,
    );
    if (lastSettlementDay < today) {
      boletoCutoff = candidate;
      break;
    }
  }
  const due = and(
    eq(transactions.status, 'pending'),
    or(
      and(
        eq(transactions.method, 'pix'),
        isNotNull(transactions.pixExpiresAt),
        lt(transactions.pixExpiresAt, pixCutoff),
      ),
      and(
        eq(transactions.method, 'boleto'),
        isNotNull(transactions.boletoDueDate),
        // Due dates up to the cutoff: every one of them has had its settlement window.
        lte(transactions.boletoDueDate, boletoCutoff),
      ),
    ),
  );
  return sweepBySeller(
    batchSize,
    (limit) =>
      app.db
        .select({ id: transactions.id, sellerId: transactions.sellerId })
        .from(transactions)
        .where(due)
        .limit(limit),
    (charge) =>
      app.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(transactions)
          .where(and(sellerRow(transactions, charge), due))
          .for('update', { skipLocked: true });
        if (!row) return false;
        await abandonCharge(app, tx, row, 'expired', { type: 'system' });
        return true;
      }),
  );
}
