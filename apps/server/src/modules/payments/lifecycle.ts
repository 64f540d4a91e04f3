import { canTransitionTransaction, type TransactionStatus } from '@repasse/core/states/transaction';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { ledgerReleases, transactions } from '../../db/schema.ts';
import { type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { emitEvent } from '../integrations/webhooks.ts';
import { type AccountRef, acquirerReceivable, platform, seller } from '../ledger/accounts.ts';
import { type Movement, post } from '../ledger/post.ts';
import { recordSale, type SaleToRecord } from '../ledger/sales.ts';
import { queuePush, saleApprovedPush } from '../push/notify.ts';
import { storedBreakdown } from './breakdown.ts';
import { moveCharge } from './charge-statements.ts';
import { type TransactionRow, toCharge } from './queries.ts';

export type Actor = {
  type: 'buyer' | 'seller' | 'admin' | 'acquirer' | 'system';
  id?: string | null;
};

export async function lockTransaction(tx: Tx, charge: SellerRow): Promise<TransactionRow> {
  const [row] = await tx
    .select()
    .from(transactions)
    .where(sellerRow(transactions, charge))
    .for('update');
  if (!row) throw notFound();
  return row;
}

export async function transitionTransaction(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  to: TransactionStatus,
  actor: Actor,
  changes: Partial<TransactionRow> = {},
  event: { type?: string; amount?: number | null; note?: string | null } = {},
): Promise<TransactionRow> {
  if (!canTransitionTransaction(row.status, to)) throw new AppError('payments.invalid_transition');
  const now = app.clock.now();
  const updated = await moveCharge(
    tx,
    row,
    to,
    changes,
    {
      type: event.type ?? to,
      amount: event.amount ?? null,
      actorType: actor.type,
      actorId: actor.id ?? null,
      note: event.note ?? null,
      createdAt: now,
    },
    now,
  );
  if (!updated) throw notFound();
  return updated;
}

/** The acquirer whose receivable a charge's money sits in (the built-in sandbox when none). */
export const acquirerKey = (row: TransactionRow) => row.acquirerId ?? 'sandbox';

/** A paid charge as the ledger records it: its stored breakdown, affiliate and referrer included. */
export function saleOf(paid: TransactionRow, paidAt: Date): SaleToRecord {
  return {
    sellerId: paid.sellerId,
    saleId: paid.id,
    acquirer: acquirerKey(paid),
    breakdown: storedBreakdown(paid, paidAt),
    acquirerCost: paid.acquirerCost ?? 0,
    paidAt,
    affiliate: paid.affiliateId
      ? { id: paid.affiliateId, commission: paid.affiliateCommission }
      : null,
    referral: paid.referrerId ? { id: paid.referrerId, share: paid.referralShare } : null,
  };
}

/**
 * Paid: posts the sale to the ledger (live mode only — test mode moves no money) with release
 * dates counted from the moment of payment. A late or repeated confirmation finds the charge
 * already paid and changes nothing.
 */
export async function markPaid(
  app: FastifyInstance,
  tx: Tx,
  charge: SellerRow,
  actor: Actor,
  paidAt = app.clock.now(),
) {
  return markLockedPaid(app, tx, await lockTransaction(tx, charge), actor, paidAt);
}

/** `markPaid` for a charge this transaction has locked already (updated, or selected for update). */
export async function markLockedPaid(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  actor: Actor,
  paidAt = app.clock.now(),
) {
  // Canceled here means abandoned (expired unpaid): a settlement that still arrives is honoured,
  // or the buyer's money would sit at the acquirer with no sale. Anything else was paid already.
  if (row.status !== 'pending' && row.status !== 'canceled') return { row, applied: false };
  const late = row.status === 'canceled';
  const updated = await transitionTransaction(
    app,
    tx,
    row,
    'paid',
    actor,
    { paidAt },
    late ? { note: 'late_settlement' } : {},
  );
  return postPaidCharge(app, tx, updated, paidAt);
}

/**
 * What follows a charge's move to paid in the same transaction: its sale posted (live mode
 * only — test mode moves no money) with release dates counted from the moment of payment, and
 * the `charge.paid` event.
 */
export async function postPaidCharge(
  app: FastifyInstance,
  tx: Tx,
  paid: TransactionRow,
  paidAt: Date,
) {
  if (paid.livemode) await recordSale(tx, app.clock, saleOf(paid, paidAt));
  await emitEvent(app, tx, paid.sellerId, 'charge.paid', toCharge(paid));
  if (paid.livemode) await queuePush(app, tx, saleApprovedPush(paid));
  return { row: paid, applied: true };
}

/**
 * Takes `debit` back from `owner` (docs/money.md §8, §13) — the sale's seller, its affiliate or
 * the seller's referrer — to `to`: first this sale's funds of theirs still pending, then reserve,
 * then available, which may go negative. Release rows shrink by what was taken so they never
 * release money that is gone.
 */
async function takeBack(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  owner: string,
  debit: number,
  to: AccountRef,
): Promise<Movement[]> {
  if (debit === 0) return [];
  const releases = await tx
    .select()
    .from(ledgerReleases)
    .where(
      and(
        eq(ledgerReleases.saleReference, row.id),
        eq(ledgerReleases.sellerId, owner),
        isNull(ledgerReleases.releasedAt),
        isNull(ledgerReleases.cancelledAt),
      ),
    )
    .orderBy(asc(ledgerReleases.bucket), asc(ledgerReleases.id))
    .for('update');
  const movements: Movement[] = [];
  let left = debit;
  for (const bucket of ['pending', 'reserve'] as const) {
    for (const release of releases.filter((r) => r.bucket === bucket)) {
      if (left === 0) break;
      const take = Math.min(left, release.amount);
      left -= take;
      movements.push({ from: seller(owner, bucket), to, amount: take });
      const remaining = release.amount - take;
      await tx
        .update(ledgerReleases)
        .set(
          remaining === 0
            ? { amount: remaining, cancelledAt: app.clock.now() }
            : { amount: remaining },
        )
        .where(and(eq(ledgerReleases.id, release.id), eq(ledgerReleases.sellerId, owner)));
    }
  }
  if (left > 0) movements.push({ from: seller(owner, 'available'), to, amount: left });
  return movements;
}

/**
 * Posts a refund or chargeback of `amount` of the buyer total: the seller's debit (the affiliate
 * giving back their share of it), the platform's share of S, and the referrer's share of the fee
 * going back to the platform. Any of their available balances may go negative.
 */
export async function reverseSale(
  app: FastifyInstance,
  tx: Tx,
  row: TransactionRow,
  kind: 'refund' | 'chargeback',
  parts: {
    amount: number;
    sellerDebit: number;
    affiliateDebit: number;
    referralDebit: number;
    platformReturn: number;
  },
  reference: string,
) {
  if (!row.livemode) return;
  const receivable = acquirerReceivable(acquirerKey(row));
  const ownDebit = parts.sellerDebit - parts.affiliateDebit;
  const movements = await takeBack(app, tx, row, row.sellerId, ownDebit, receivable);
  const overdraw = [seller(row.sellerId, 'available')];
  if (row.affiliateId) {
    movements.push(
      ...(await takeBack(app, tx, row, row.affiliateId, parts.affiliateDebit, receivable)),
    );
    overdraw.push(seller(row.affiliateId, 'available'));
  }
  movements.push({ from: platform('revenue'), to: receivable, amount: parts.platformReturn });
  if (row.referrerId) {
    movements.push(
      ...(await takeBack(app, tx, row, row.referrerId, parts.referralDebit, platform('revenue'))),
    );
    overdraw.push(seller(row.referrerId, 'available'));
  }
  await post(tx, app.clock, {
    reference,
    type: kind,
    sellerId: row.sellerId,
    metadata: {
      saleId: row.id,
      ...parts,
      ...(row.affiliateId ? { affiliateId: row.affiliateId } : {}),
      ...(row.referrerId ? { referrerId: row.referrerId } : {}),
    },
    movements,
    mayOverdraw: overdraw,
  });
}

/**
 * A protest holds the sale's funds not yet released; winning it lets them go on their dates. The
 * sale's releases are its seller's, its affiliate's and its referrer's.
 */
export async function setHold(app: FastifyInstance, tx: Tx, sale: TransactionRow, held: boolean) {
  const owners = [sale.sellerId, sale.affiliateId, sale.referrerId].filter((id) => id !== null);
  await tx
    .update(ledgerReleases)
    .set({ heldAt: held ? app.clock.now() : null })
    .where(
      and(
        eq(ledgerReleases.saleReference, sale.id),
        inArray(ledgerReleases.sellerId, owners),
        isNull(ledgerReleases.releasedAt),
        isNull(ledgerReleases.cancelledAt),
      ),
    );
}
