import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import type { TransactionStatus } from '@repasse/core/states/transaction';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  acquirers,
  products,
  refunds,
  transactionAttempts,
  transactionEvents,
  transactions,
  withdrawals,
} from '../db/schema.ts';

/*
 * A small fixed history written straight into the source tables, so analytics tests can assert
 * figures computed by hand (modules/analytics/analytics.test.ts).
 */

export async function insertAcquirer(db: Db, name: string): Promise<string> {
  const id = randomUUID();
  await db.insert(acquirers).values({
    id,
    name,
    kind: 'sandbox',
    methods: ['pix', 'card', 'boleto'],
    retention: {},
    fees: {
      pix: { percentage: '0', fixed: 0 },
      boleto: { percentage: '0', fixed: 0 },
      card: { percentage: '0', fixed: 0 },
      instalments: [],
    },
  });
  return id;
}

export async function insertProduct(db: Db, sellerId: string, name: string): Promise<string> {
  const id = randomUUID();
  await db.insert(products).values({ id, sellerId, name, price: 1_000, methods: ['pix', 'card'] });
  return id;
}

export type FixtureCharge = {
  sellerId: string;
  productId?: string | null;
  acquirerId: string | null;
  livemode?: boolean;
  method: PaymentMethod;
  status: TransactionStatus;
  price: number;
  /** What the buyer pays: price plus an instalment fee they pay. */
  buyerTotal?: number;
  instalmentFee?: number;
  sellerFee: number;
  platformRevenue: number;
  net: number;
  acquirerCost: number;
  createdAt: string;
  paidAt?: string;
};

/** A charge with its `created` event (and `paid` event when paid). */
export async function insertCharge(db: Db, c: FixtureCharge): Promise<string> {
  const id = randomUUID();
  const createdAt = new Date(c.createdAt);
  const paidAt = c.paidAt ? new Date(c.paidAt) : null;
  const buyerTotal = c.buyerTotal ?? c.price;
  await db.insert(transactions).values({
    id,
    sellerId: c.sellerId,
    productId: c.productId ?? null,
    livemode: c.livemode ?? true,
    status: c.status,
    method: c.method,
    description: 'Fixture',
    price: c.price,
    buyerTotal,
    instalmentFee: c.instalmentFee ?? 0,
    instalmentFeePayer: 'buyer',
    sellerFee: c.sellerFee,
    net: c.net,
    reserve: 0,
    platformRevenue: c.platformRevenue,
    acquirerCost: c.acquirerCost,
    releaseDays: 0,
    reserveDays: 0,
    buyerEmail: 'bia@example.com',
    buyerName: 'Bia',
    buyerDocument: '52998224725',
    acquirerId: c.acquirerId,
    paidAt,
    createdAt,
    updatedAt: paidAt ?? createdAt,
  });
  await insertEvent(db, id, 'created', 'pending', c.createdAt, buyerTotal);
  if (c.paidAt) await insertEvent(db, id, 'paid', 'paid', c.paidAt);
  return id;
}

/** The charge's seller, read in the insert itself. */
const sellerOf = (transactionId: string) =>
  sql`(select seller_id from transactions where id = ${transactionId}::uuid)`;

export async function insertEvent(
  db: Db,
  transactionId: string,
  type: string,
  status: TransactionStatus,
  at: string,
  amount: number | null = null,
) {
  await db.insert(transactionEvents).values({
    transactionId,
    sellerId: sellerOf(transactionId),
    type,
    status,
    amount,
    actorType: 'system',
    createdAt: new Date(at),
  });
}

export async function insertAttempt(
  db: Db,
  transactionId: string,
  acquirerId: string,
  outcome: string,
  at: string,
) {
  await db.insert(transactionAttempts).values({
    transactionId,
    sellerId: sellerOf(transactionId),
    acquirerId,
    outcome,
    createdAt: new Date(at),
  });
}

export async function insertRefund(
  db: Db,
  charge: { id: string; sellerId: string },
  amount: number,
  at: string,
  status: 'confirmed' | 'requested' = 'confirmed',
) {
  await db.insert(refunds).values({
    transactionId: charge.id,
    sellerId: charge.sellerId,
    amount,
    status,
    origin: 'platform',
    actorType: 'seller',
    confirmedAt: status === 'confirmed' ? new Date(at) : null,
    createdAt: new Date(at),
    updatedAt: new Date(at),
  });
}

export async function insertCompletedWithdrawal(
  db: Db,
  sellerId: string,
  providerCost: number,
  at: string,
) {
  const when = new Date(at);
  await db.insert(withdrawals).values({
    sellerId,
    amount: 10_000,
    fee: 367,
    payout: 9_633,
    status: 'completed',
    pixKeyType: 'email',
    pixKey: 'ana@example.com',
    providerCost,
    expectedArrivalAt: when,
    requestedAt: when,
    completedAt: when,
    updatedAt: when,
  });
}
