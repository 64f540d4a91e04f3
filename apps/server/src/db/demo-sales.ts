import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { computeSale } from '@repasse/core/fees/sale';
import { eq } from 'drizzle-orm';
import type { Clock } from '../lib/clock.ts';
import { feeProfileOf, loadPlatformSettings } from '../modules/fees/queries.ts';
import { recordSale } from '../modules/ledger/sales.ts';
import { breakdownColumns } from '../modules/payments/breakdown.ts';
import type { Db } from './client.ts';
import { acquirers, ledgerTransactions, transactionEvents, transactions } from './schema.ts';

type DemoBuyer = { name: string; email: string; document: string; phone: string };

const buyers: DemoBuyer[] = [
  {
    name: 'Bruno Costa',
    email: 'bruno.costa@example.com',
    document: '52998224725',
    phone: '+5511987654321',
  },
  {
    name: 'Carla Mendes',
    email: 'carla.mendes@example.com',
    document: '11144477735',
    phone: '+5521998765432',
  },
  {
    name: 'Diego Almeida',
    email: 'diego.almeida@example.com',
    document: '12345678909',
    phone: '+5531976543210',
  },
];

type DemoSale = {
  price: number;
  method: PaymentMethod;
  instalments: number;
  daysAgo: number;
  description: string;
  buyer: DemoBuyer;
  card?: { brand: string; lastFour: string };
};

const [bruno, carla, diego] = buyers as [DemoBuyer, DemoBuyer, DemoBuyer];
const visa = { brand: 'visa', lastFour: '1111' };
const mastercard = { brand: 'mastercard', lastFour: '4444' };

const demoSales: DemoSale[] = [
  {
    price: 10_000,
    method: 'card',
    instalments: 3,
    daysAgo: 2,
    description: 'Curso de fotografia',
    buyer: bruno,
    card: visa,
  },
  {
    price: 24_900,
    method: 'card',
    instalments: 1,
    daysAgo: 9,
    description: 'Mentoria individual',
    buyer: carla,
    card: mastercard,
  },
  {
    price: 4_990,
    method: 'pix',
    instalments: 1,
    daysAgo: 1,
    description: 'E-book de receitas',
    buyer: diego,
  },
  {
    price: 19_700,
    method: 'pix',
    instalments: 1,
    daysAgo: 4,
    description: 'Curso de fotografia',
    buyer: carla,
  },
  {
    price: 59_700,
    method: 'card',
    instalments: 6,
    daysAgo: 35,
    description: 'Formação completa',
    buyer: bruno,
    card: visa,
  },
];

/**
 * Gives the demo seller paid orders from a few buyers and so money in every state (pending,
 * reserve, available) on a fresh database. Each order is written as the payments flow leaves a
 * paid charge: the transaction, its events and the sale in the ledger, in one database transaction.
 */
export async function seedDemoSales(db: Db, clock: Clock, sellerId: string): Promise<void> {
  const [existing] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.sellerId, sellerId))
    .limit(1);
  if (existing) return;
  const [sandbox] = await db
    .select({ id: acquirers.id })
    .from(acquirers)
    .where(eq(acquirers.kind, 'sandbox'))
    .limit(1);
  const settings = await loadPlatformSettings(db);
  const { profile } = await feeProfileOf(db, sellerId);
  for (const sale of demoSales) {
    const paidAt = new Date(clock.now().getTime() - sale.daysAgo * 24 * 60 * 60 * 1000);
    const result = computeSale({ ...sale, profile, settings, paidAt });
    if (!result.ok) throw new Error(`demo sale refused: ${result.error}`);
    const b = result.breakdown;
    const saleId = randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(transactions).values({
        id: saleId,
        sellerId,
        livemode: true,
        status: 'paid',
        method: sale.method,
        instalments: sale.instalments,
        description: sale.description,
        ...breakdownColumns(b, {
          releaseDays: profile.releaseDays[sale.method],
          reserveDays: settings.reserveDays,
        }),
        acquirerCost: 0,
        acquirerId: sandbox?.id ?? null,
        buyerEmail: sale.buyer.email,
        buyerName: sale.buyer.name,
        buyerDocument: sale.buyer.document,
        buyerPhone: sale.buyer.phone,
        cardBrand: sale.card?.brand ?? null,
        cardLastFour: sale.card?.lastFour ?? null,
        paidAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      });
      await tx.insert(transactionEvents).values([
        {
          transactionId: saleId,
          type: 'created',
          status: 'pending',
          amount: b.buyerTotal,
          actorType: 'buyer',
          createdAt: paidAt,
        },
        {
          transactionId: saleId,
          type: 'paid',
          status: 'paid',
          amount: b.buyerTotal,
          actorType: 'acquirer',
          createdAt: paidAt,
        },
      ]);
      // Posted as of the payment, so the statement reads like a real history.
      await recordSale(
        tx,
        { now: () => paidAt },
        {
          sellerId,
          saleId,
          // The key the payments flow uses for this acquirer's receivable.
          acquirer: sandbox?.id ?? 'sandbox',
          breakdown: b,
          acquirerCost: 0,
          paidAt,
        },
      );
    });
  }
}
