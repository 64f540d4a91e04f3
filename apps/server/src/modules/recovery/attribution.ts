import { buyerPhoneE164 } from '@repasse/core/documents/phone';
import { and, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  recoveryMessages,
  recoveryRuns,
  recoveryState,
  transactionEvents,
  transactions,
} from '../../db/schema.ts';
import { currentPlatformSettings } from '../fees/current.ts';

const dayMs = 86_400_000;
/** Payments committed a little before the watermark moved are read again: attribution is idempotent. */
const overlapMs = 2 * 60_000;
/** A first run looks back this far. */
const firstLookBackMs = dayMs;

type Paid = {
  id: string;
  seller_id: string;
  product_id: string;
  livemode: boolean;
  buyer_email: string;
  buyer_phone: string | null;
  paid_at: Date | string;
  recovery_message_id: string | null;
};

/**
 * Job part: every payment since the last run that a recovery run may have won. A payment through
 * a recovery link names its message already; otherwise the last message sent to the same buyer
 * (email or phone) about the same product, within the attribution window before the payment, wins
 * it. Either way the sale is flagged recovered, the winning run records it, and the buyer's runs
 * of that product still going stop as paid. Returns how many sales were attributed.
 */
export async function attributePayments(app: FastifyInstance): Promise<number> {
  const settings = await currentPlatformSettings(app);
  const windowMs = settings.recoveryAttributionDays * dayMs;
  return app.db.transaction(async (tx) => {
    // One worker at a time moves the watermark; another waits, then finds little left to do.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('recovery.attribution'))`);
    const now = app.clock.now();
    const [state] = await tx.select().from(recoveryState);
    const from = new Date(
      (state?.eventsThrough.getTime() ?? now.getTime() - firstLookBackMs) - overlapMs,
    );
    let attributed = 0;
    for (const paid of await paymentsSince(tx, from, now))
      if (await attribute(tx, paid, windowMs, now)) attributed += 1;
    await tx
      .insert(recoveryState)
      .values({ id: 1, eventsThrough: now, updatedAt: now })
      .onConflictDoUpdate({
        target: recoveryState.id,
        set: { eventsThrough: now, updatedAt: now },
      });
    return attributed;
  });
}

/** Checkout sales paid in (from, to] whose product ever had a run, or paid through a link. */
async function paymentsSince(tx: Tx, from: Date, to: Date): Promise<Paid[]> {
  return rowsOf<Paid>(
    await tx.execute(sql`
      select t.id, t.seller_id, t.product_id, t.livemode, t.buyer_email, t.buyer_phone, t.paid_at,
        t.recovery_message_id
      from ${transactionEvents} e join ${transactions} t on t.id = e.transaction_id
      where e.type = 'paid' and e.created_at > ${from.toISOString()}::timestamptz
        and e.created_at <= ${to.toISOString()}::timestamptz
        and t.product_id is not null and not t.recovered
        and (t.recovery_message_id is not null or exists (
          select 1 from ${recoveryRuns} r
          where r.product_id = t.product_id and r.seller_id = t.seller_id))`),
  );
}

async function attribute(tx: Tx, paid: Paid, windowMs: number, now: Date): Promise<boolean> {
  const paidAt = new Date(paid.paid_at);
  const email = paid.buyer_email.toLowerCase();
  const phone = buyerPhoneE164(paid.buyer_phone);
  const buyer = [
    eq(recoveryRuns.buyerEmail, email),
    ...(phone ? [eq(recoveryRuns.buyerPhone, phone)] : []),
  ];
  const runs = await tx
    .select({ id: recoveryRuns.id })
    .from(recoveryRuns)
    .where(
      and(
        eq(recoveryRuns.sellerId, paid.seller_id),
        eq(recoveryRuns.productId, paid.product_id),
        eq(recoveryRuns.livemode, paid.livemode),
        or(...buyer),
        or(
          inArray(recoveryRuns.status, ['active', 'paused']),
          gte(recoveryRuns.endedAt, new Date(paidAt.getTime() - windowMs)),
        ),
      ),
    );
  const runIds = runs.map((run) => run.id);
  const winner = paid.recovery_message_id
    ? await messageById(tx, paid.recovery_message_id, paid.seller_id)
    : await lastMessageBefore(tx, paid.seller_id, runIds, paidAt, windowMs);

  if (runIds.length)
    await tx
      .update(recoveryRuns)
      .set({ status: 'stopped', stopReason: 'paid', nextAt: null, endedAt: now, updatedAt: now })
      .where(
        and(
          inArray(recoveryRuns.id, runIds),
          eq(recoveryRuns.sellerId, paid.seller_id),
          inArray(recoveryRuns.status, ['active', 'paused']),
        ),
      );
  if (!winner) return false;
  await tx
    .update(transactions)
    .set({ recovered: true, recoveryMessageId: winner.id })
    .where(
      and(
        eq(transactions.id, paid.id),
        eq(transactions.sellerId, paid.seller_id),
        eq(transactions.recovered, false),
      ),
    );
  await tx
    .update(recoveryRuns)
    .set({ recoveredChargeId: paid.id, updatedAt: now })
    .where(
      and(
        eq(recoveryRuns.id, winner.runId),
        eq(recoveryRuns.sellerId, paid.seller_id),
        isNull(recoveryRuns.recoveredChargeId),
      ),
    );
  return true;
}

async function messageById(tx: Tx, id: string, sellerId: string) {
  const [row] = await tx
    .select({ id: recoveryMessages.id, runId: recoveryMessages.runId })
    .from(recoveryMessages)
    .where(and(eq(recoveryMessages.id, id), eq(recoveryMessages.sellerId, sellerId)));
  return row;
}

/** The last message of these runs that reached the buyer in the window before the payment. */
async function lastMessageBefore(
  tx: Tx,
  sellerId: string,
  runIds: string[],
  paidAt: Date,
  windowMs: number,
) {
  if (!runIds.length) return undefined;
  const [row] = await tx
    .select({ id: recoveryMessages.id, runId: recoveryMessages.runId })
    .from(recoveryMessages)
    .where(
      and(
        inArray(recoveryMessages.runId, runIds),
        eq(recoveryMessages.sellerId, sellerId),
        ne(recoveryMessages.status, 'failed'),
        ne(recoveryMessages.status, 'queued'),
        lte(recoveryMessages.createdAt, paidAt),
        gte(recoveryMessages.createdAt, new Date(paidAt.getTime() - windowMs)),
      ),
    )
    .orderBy(desc(recoveryMessages.createdAt))
    .limit(1);
  return row;
}
