import type { AdminOrderDetail, OrderDetail } from '@repasse/core/contract/charges';
import type { RecoveryEvent, RecoveryMessageStatus } from '@repasse/core/states/recovery';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  acquirers,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  transactionAttempts,
  transactionEvents,
  users,
} from '../../db/schema.ts';
import { ofSellerRow, type SellerRow } from '../../db/seller-row.ts';

/** What happened to a charge, oldest first. */
export async function chargeTimeline(
  db: DbOrTx,
  charge: SellerRow,
): Promise<OrderDetail['timeline']> {
  const events = await db
    .select()
    .from(transactionEvents)
    .where(ofSellerRow(transactionEvents.transactionId, transactionEvents.sellerId, charge))
    .orderBy(asc(transactionEvents.id));
  return events.map((e) => ({
    type: e.type,
    status: e.status,
    amount: e.amount,
    actorType: e.actorType,
    note: e.note,
    at: e.createdAt.toISOString(),
  }));
}

/** Every acquirer the charge was sent to, in order, with its answer. */
export async function chargeAttempts(
  db: DbOrTx,
  charge: SellerRow,
): Promise<OrderDetail['attempts']> {
  const attempts = await db
    .select({ attempt: transactionAttempts, acquirer: acquirers.name })
    .from(transactionAttempts)
    .leftJoin(acquirers, eq(acquirers.id, transactionAttempts.acquirerId))
    .where(ofSellerRow(transactionAttempts.transactionId, transactionAttempts.sellerId, charge))
    .orderBy(asc(transactionAttempts.id));
  return attempts.map((a) => ({
    acquirer: a.acquirer,
    outcome: a.attempt.outcome,
    detail: a.attempt.detail,
    at: a.attempt.createdAt.toISOString(),
  }));
}

export async function orderSeller(
  db: DbOrTx,
  sellerId: string,
): Promise<AdminOrderDetail['seller'] | undefined> {
  const [seller] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, sellerId));
  return seller;
}

/** The affiliate a sale is credited to, by their trade name (their contact stays theirs). */
export async function orderAffiliate(db: DbOrTx, affiliateId: string) {
  const [row] = await db
    .select({ id: users.id, name: users.tradeName })
    .from(users)
    .where(eq(users.id, affiliateId));
  return row ?? null;
}

/** The ledger postings of a sale: the sale itself and every movement that names it. */
export async function salePostings(
  db: DbOrTx,
  charge: SellerRow,
): Promise<AdminOrderDetail['postings']> {
  const postings = await db
    .select({
      reference: ledgerTransactions.reference,
      type: ledgerTransactions.type,
      account: ledgerAccounts.code,
      amount: ledgerEntries.amount,
      at: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerEntries.sellerId, charge.sellerId),
        eq(ledgerTransactions.sellerId, charge.sellerId),
        sql`(${ledgerTransactions.metadata}->>'saleId' = ${charge.id} or ${ledgerTransactions.reference} = ${`sale:${charge.id}`})`,
      ),
    )
    .orderBy(asc(ledgerEntries.id));
  return postings.map((p) => ({ ...p, at: p.at.toISOString() }));
}

/**
 * Smart recovery's messages about a charge: those of its own runs and of the run that won it,
 * oldest first, the winning one marked.
 */
export async function chargeRecoveryMessages(
  db: DbOrTx,
  charge: SellerRow & { recoveryMessageId: string | null; recovered: boolean },
) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select m.id, r.event, m.step, m.channel, m.status, m.created_at, m.delivered_at, m.read_at,
        m.clicked_at
      from recovery_messages m join recovery_runs r on r.id = m.run_id and r.seller_id = m.seller_id
      where m.seller_id = ${charge.sellerId}
        and (r.charge_id = ${charge.id} or r.recovered_charge_id = ${charge.id}
          or m.id = ${charge.recoveryMessageId})
      order by m.created_at, m.id`),
  );
  const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
  return rows.map((row) => ({
    id: String(row.id),
    event: row.event as RecoveryEvent,
    step: Number(row.step),
    channel: row.channel as 'email' | 'sms' | 'whatsapp',
    status: row.status as RecoveryMessageStatus,
    createdAt: iso(row.created_at) as string,
    deliveredAt: iso(row.delivered_at),
    readAt: iso(row.read_at),
    clickedAt: iso(row.clicked_at),
    won: charge.recovered && row.id === charge.recoveryMessageId,
  }));
}
