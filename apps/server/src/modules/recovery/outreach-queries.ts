import type { RecoveryEvent, RecoveryStopReason } from '@repasse/core/states/recovery';
import { and, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  products,
  recoveryLeads,
  recoveryMessages,
  recoveryOptOuts,
  recoveryRuns,
  recoverySequences,
  transactions,
  users,
} from '../../db/schema.ts';
import { type SellerRow, sellerRow } from '../../db/seller-row.ts';

export type RunRow = typeof recoveryRuns.$inferSelect;
export type MessageRow = typeof recoveryMessages.$inferSelect;
export type SequenceRow = typeof recoverySequences.$inferSelect;

export async function enabledSequences(db: DbOrTx): Promise<SequenceRow[]> {
  return db.select().from(recoverySequences).where(eq(recoverySequences.enabled, true));
}

/** Leads of a seller idle since `idleSince` with no charge and no run, newest last. */
export async function leadsToEnrol(
  db: DbOrTx,
  sellerId: string,
  window: { idleSince: Date; notBefore: Date },
) {
  return db
    .select()
    .from(recoveryLeads)
    .where(
      and(
        eq(recoveryLeads.sellerId, sellerId),
        isNull(recoveryLeads.chargeId),
        lte(recoveryLeads.updatedAt, window.idleSince),
        gt(recoveryLeads.updatedAt, window.notBefore),
        sql`not exists (select 1 from ${recoveryRuns} r
          where r.lead_id = ${recoveryLeads.id} and r.seller_id = ${recoveryLeads.sellerId})`,
      ),
    )
    .orderBy(recoveryLeads.updatedAt)
    .limit(500);
}

/**
 * A seller's checkout charges that start `event`'s sequence (a Pix or a boleto not paid, a card
 * refused), made between `notBefore` and `settledBy`, not yet in a run of it; with the locale of
 * the lead the checkout tied to them, if any.
 */
export async function chargesToEnrol(
  db: DbOrTx,
  sellerId: string,
  event: Exclude<RecoveryEvent, 'abandoned_checkout'>,
  window: { settledBy: Date; notBefore: Date; today: string },
) {
  const shape = {
    pix_unpaid: sql`t.method = 'pix' and t.status in ('pending', 'canceled')`,
    boleto_unpaid: sql`t.method = 'boleto' and t.status = 'pending' and t.boleto_due_date >= ${window.today}::date`,
    card_refused: sql`t.method = 'card' and t.status = 'refused'`,
  }[event];
  return rowsOf<{
    id: string;
    livemode: boolean;
    product_id: string;
    buyer_name: string;
    buyer_email: string;
    buyer_phone: string | null;
    buyer_total: string | number;
    created_at: Date | string;
    locale: string | null;
  }>(
    await db.execute(sql`
      select t.id, t.livemode, t.product_id, t.buyer_name, t.buyer_email, t.buyer_phone,
        t.buyer_total, t.created_at,
        (select l.locale from ${recoveryLeads} l
          where l.charge_id = t.id and l.seller_id = t.seller_id limit 1) as locale
      from ${transactions} t
      where t.seller_id = ${sellerId} and ${shape} and t.product_id is not null
        and t.created_at > ${window.notBefore.toISOString()}::timestamptz
        and t.created_at <= ${window.settledBy.toISOString()}::timestamptz
        and not exists (select 1 from ${recoveryRuns} r
          where r.charge_id = t.id and r.seller_id = t.seller_id and r.event = ${event})
      order by t.created_at
      limit 500`),
  );
}

/**
 * The buyer's earlier runs of the same seller and product, still going: a newer event speaks for
 * them (a lead that went on to a refused card, a Pix replaced by a boleto).
 */
export async function supersedeRuns(
  db: DbOrTx,
  run: Pick<RunRow, 'id' | 'sellerId' | 'productId' | 'buyerEmail' | 'buyerPhone'>,
  now: Date,
): Promise<void> {
  const sameBuyer = [
    run.buyerEmail ? eq(recoveryRuns.buyerEmail, run.buyerEmail) : undefined,
    run.buyerPhone ? eq(recoveryRuns.buyerPhone, run.buyerPhone) : undefined,
  ].filter((c) => c !== undefined);
  if (!sameBuyer.length) return;
  await db
    .update(recoveryRuns)
    .set({
      status: 'stopped',
      stopReason: 'superseded',
      nextAt: null,
      endedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(recoveryRuns.sellerId, run.sellerId),
        eq(recoveryRuns.productId, run.productId),
        inArray(recoveryRuns.status, ['active', 'paused']),
        sql`${recoveryRuns.id} <> ${run.id}`,
        or(...sameBuyer),
      ),
    );
}

/**
 * Due runs across sellers, oldest first, with their sellers: a plain read, each then locked on its
 * own by its seller with SKIP LOCKED (a lock across shards is what sharding cannot take).
 */
export async function dueRuns(db: DbOrTx, now: Date, limit: number): Promise<SellerRow[]> {
  return db
    .select({ id: recoveryRuns.id, sellerId: recoveryRuns.sellerId })
    .from(recoveryRuns)
    .where(and(inArray(recoveryRuns.status, ['active', 'paused']), lte(recoveryRuns.nextAt, now)))
    .orderBy(recoveryRuns.nextAt)
    .limit(limit);
}

export async function lockDueRun(
  db: DbOrTx,
  due: SellerRow,
  now: Date,
): Promise<RunRow | undefined> {
  const [run] = await db
    .select()
    .from(recoveryRuns)
    .where(
      and(
        sellerRow(recoveryRuns, due),
        inArray(recoveryRuns.status, ['active', 'paused']),
        lte(recoveryRuns.nextAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  return run;
}

export async function endRun(
  db: DbOrTx,
  run: SellerRow,
  now: Date,
  ending: { status: 'completed' } | { status: 'stopped'; reason: RecoveryStopReason },
): Promise<void> {
  await db
    .update(recoveryRuns)
    .set({
      status: ending.status,
      stopReason: ending.status === 'stopped' ? ending.reason : null,
      nextAt: null,
      endedAt: now,
      updatedAt: now,
    })
    .where(sellerRow(recoveryRuns, run));
}

export async function rescheduleRun(
  db: DbOrTx,
  run: SellerRow,
  now: Date,
  change: { nextAt: Date; nextStep?: number; status?: 'active' | 'paused' },
): Promise<void> {
  await db
    .update(recoveryRuns)
    .set({ ...change, updatedAt: now })
    .where(sellerRow(recoveryRuns, run));
}

/** Whether the buyer opted out of this seller, by any of their contacts. */
export async function optedOut(
  db: DbOrTx,
  sellerId: string,
  contacts: (string | null)[],
): Promise<boolean> {
  const known = contacts.filter((c): c is string => !!c);
  if (!known.length) return false;
  const [row] = await db
    .select({ contact: recoveryOptOuts.contact })
    .from(recoveryOptOuts)
    .where(and(eq(recoveryOptOuts.sellerId, sellerId), inArray(recoveryOptOuts.contact, known)))
    .limit(1);
  return row !== undefined;
}

export async function addOptOuts(
  db: DbOrTx,
  sellerId: string,
  contacts: (string | null)[],
  source: 'link' | 'reply' | 'seller',
  now: Date,
): Promise<void> {
  const known = [...new Set(contacts.filter((c): c is string => !!c))];
  if (!known.length) return;
  await db
    .insert(recoveryOptOuts)
    .values(known.map((contact) => ({ sellerId, contact, source, createdAt: now })))
    .onConflictDoNothing();
  await db
    .update(recoveryRuns)
    .set({ status: 'stopped', stopReason: 'opted_out', nextAt: null, endedAt: now, updatedAt: now })
    .where(
      and(
        eq(recoveryRuns.sellerId, sellerId),
        inArray(recoveryRuns.status, ['active', 'paused']),
        or(inArray(recoveryRuns.buyerEmail, known), inArray(recoveryRuns.buyerPhone, known)),
      ),
    );
}

/** When the last message to this recipient on this channel was written, within the last hour. */
export async function lastMessageWithin(
  db: DbOrTx,
  recipient: string,
  channel: string,
  since: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: recoveryMessages.createdAt })
    .from(recoveryMessages)
    .where(
      and(
        eq(recoveryMessages.recipient, recipient),
        eq(recoveryMessages.channel, channel as MessageRow['channel']),
        gt(recoveryMessages.createdAt, since),
      ),
    )
    .orderBy(desc(recoveryMessages.createdAt))
    .limit(1);
  return row?.createdAt;
}

/** What a run's messages speak of: the seller's trade name and the product's name. */
export async function runNames(db: DbOrTx, run: Pick<RunRow, 'sellerId' | 'productId'>) {
  const [row] = await db
    .select({ seller: users.tradeName, sellerName: users.fullName, product: products.name })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(sellerRow(products, { id: run.productId, sellerId: run.sellerId }));
  return row ? { seller: row.seller || row.sellerName, product: row.product } : undefined;
}

/** The charge a run is about, as far as its steps care. */
export async function runCharge(db: DbOrTx, charge: SellerRow) {
  const [row] = await db
    .select({
      status: transactions.status,
      boletoDueDate: transactions.boletoDueDate,
    })
    .from(transactions)
    .where(sellerRow(transactions, charge));
  return row;
}

export async function leadChargeId(db: DbOrTx, lead: SellerRow): Promise<string | null> {
  const [row] = await db
    .select({ chargeId: recoveryLeads.chargeId })
    .from(recoveryLeads)
    .where(sellerRow(recoveryLeads, lead));
  return row?.chargeId ?? null;
}
