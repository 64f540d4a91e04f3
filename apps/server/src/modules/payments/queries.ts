import type { Charge } from '@repasse/core/contract/charges';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerReleases, transactions } from '../../db/schema.ts';
import { ownerOf, type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { notFound } from '../../http/errors.ts';

export type TransactionRow = typeof transactions.$inferSelect;

/**
 * A charge by its id, of `sellerId` when the caller acts for a seller: the read names the seller's
 * shard (docs/scaling.md). Null: any seller's, for an admin or a buyer's public checkout.
 */
export async function chargeRow(
  db: DbOrTx,
  id: string,
  sellerId: string | null,
): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      sellerId === null
        ? eq(transactions.id, id)
        : and(eq(transactions.id, id), eq(transactions.sellerId, sellerId)),
    );
  return row;
}

/**
 * The seller of a charge an admin names by its id alone, so the statements after it name the
 * seller's shard; this one read goes across shards. None: an unknown charge (404).
 */
export async function chargeOwner(db: DbOrTx, id: string): Promise<SellerRow> {
  const row = await ownerOf(db, transactions, id);
  if (!row) throw notFound();
  return row;
}

/** Sets `changes` on a charge this transaction has locked, and answers it as it is now. */
export async function updateCharge(
  tx: DbOrTx,
  charge: SellerRow,
  changes: Partial<TransactionRow>,
): Promise<TransactionRow> {
  const [row] = await tx
    .update(transactions)
    .set(changes)
    .where(sellerRow(transactions, charge))
    .returning();
  if (!row) throw new Error(`charge ${charge.id} vanished under its lock`);
  return row;
}

/** How a buyer pays a pending Pix or boleto charge, as the API and the checkout show it. */
export const paymentInstructionsOf = (row: TransactionRow) => ({
  pix:
    row.pixBrCode && row.pixExpiresAt
      ? { brCode: row.pixBrCode, expiresAt: row.pixExpiresAt.toISOString() }
      : null,
  boleto:
    row.boletoBarcode && row.boletoLine && row.boletoDueDate
      ? { barcode: row.boletoBarcode, line: row.boletoLine, dueDate: row.boletoDueDate }
      : null,
});

export function toCharge(row: TransactionRow, anticipated = false): Charge {
  return {
    id: row.id,
    object: 'charge',
    livemode: row.livemode,
    status: row.status,
    method: row.method,
    instalments: row.instalments,
    description: row.description,
    amount: row.price,
    buyerTotal: row.buyerTotal,
    fees: {
      instalmentFee: row.instalmentFee,
      instalmentFeePayer: row.instalmentFeePayer as 'buyer' | 'seller',
      sellerFee: row.sellerFee,
      net: row.net,
      reserve: row.reserve,
      platformRevenue: row.platformRevenue,
      affiliateCommission: row.affiliateCommission,
    },
    affiliate: row.affiliateId
      ? { id: row.affiliateId, commission: row.affiliateCommission }
      : null,
    refundedAmount: row.refundedAmount,
    pendingRefundAmount: row.refundPendingAmount,
    customer: {
      name: row.buyerName,
      email: row.buyerEmail,
      document: row.buyerDocument,
      phone: row.buyerPhone,
    },
    card:
      row.cardBrand && row.cardLastFour
        ? { brand: row.cardBrand, lastFour: row.cardLastFour }
        : null,
    ...paymentInstructionsOf(row),
    productId: row.productId,
    anticipated,
    recovered: row.recovered,
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Orders of `sellerId` whose pending card funds the seller (not an affiliate) anticipated. */
export async function anticipatedIds(
  db: DbOrTx,
  sellerId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ sale: ledgerReleases.saleReference })
    .from(ledgerReleases)
    .where(
      and(
        eq(ledgerReleases.sellerId, sellerId),
        isNotNull(ledgerReleases.anticipatedAt),
        inArray(ledgerReleases.saleReference, ids),
      ),
    );
  return new Set(rows.map((r) => r.sale));
}
