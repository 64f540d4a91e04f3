import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { computeRefund } from '@repasse/core/fees/refund';
import { computeSale } from '@repasse/core/fees/sale';
import { eq } from 'drizzle-orm';
import type { Clock } from '../lib/clock.ts';
import { feeProfileOf, loadPlatformSettings } from '../modules/fees/queries.ts';
import { acquirerReceivable, platform, seller } from '../modules/ledger/accounts.ts';
import { post } from '../modules/ledger/post.ts';
import { recordSale } from '../modules/ledger/sales.ts';
import { breakdownColumns } from '../modules/payments/breakdown.ts';
import type { Db, Tx } from './client.ts';
import {
  acquirers,
  ledgerTransactions,
  products,
  refunds,
  transactionAttempts,
  transactionEvents,
  transactions,
} from './schema.ts';

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

const methodsInTurn = ['pix', 'card', 'boleto'] as const;
const recentPrices = [2_990, 4_990, 9_700, 14_900, 19_700];

/** A sale on most of the last 30 days, every method, so the dashboard's charts have points. */
const recentSales: DemoSale[] = [
  3, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 18, 19, 20, 22, 24, 25, 27, 29,
].map((daysAgo, i) => {
  const method = methodsInTurn[i % 3] as PaymentMethod;
  const buyer = buyers[i % 3] as DemoBuyer;
  return {
    price: recentPrices[i % 5] as number,
    method,
    instalments: method === 'card' && i % 2 === 0 ? 3 : 1,
    daysAgo,
    description: ['E-book de receitas', 'Curso de fotografia', 'Mentoria em grupo'][
      i % 3
    ] as string,
    buyer,
    ...(method === 'card' ? { card: i % 2 ? visa : mastercard } : {}),
  };
});

/** The demo's one refund: part of the Pix sale of 11 days ago, two days after it was paid. */
const demoRefund = { saleDaysAgo: 11, amount: 1_000, daysAgo: 9 };

/**
 * Gives the demo seller paid orders from a few buyers and so money in every state (pending,
 * reserve, available) on a fresh database. Each order is written as the payments flow leaves a
 * paid charge: the transaction, its events and the sale in the ledger, in one database transaction.
 */
export async function seedDemoSales(db: Db, clock: Clock, sellerId: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.sellerId, sellerId))
    .limit(1);
  if (existing) return false;
  const [sandbox] = await db
    .select({ id: acquirers.id })
    .from(acquirers)
    .where(eq(acquirers.kind, 'sandbox'))
    .limit(1);
  const settings = await loadPlatformSettings(db);
  const { profile } = await feeProfileOf(db, sellerId);
  const sales = [...demoSales, ...recentSales];
  const productIds = await seedDemoProducts(db, clock, sellerId, sales);
  for (const sale of sales) {
    const paidAt = new Date(clock.now().getTime() - sale.daysAgo * 24 * 60 * 60 * 1000);
    const result = computeSale({ ...sale, profile, settings, paidAt });
    if (!result.ok) throw new Error(`demo sale refused: ${result.error}`);
    const b = result.breakdown;
    const saleId = randomUUID();
    await db.transaction(async (tx) => {
      await tx.insert(transactions).values({
        id: saleId,
        sellerId,
        productId: productIds.get(sale.description) ?? null,
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
          sellerId,
          type: 'created',
          status: 'pending',
          amount: b.buyerTotal,
          actorType: 'buyer',
          createdAt: paidAt,
        },
        {
          transactionId: saleId,
          sellerId,
          type: 'paid',
          status: 'paid',
          amount: b.buyerTotal,
          actorType: 'acquirer',
          createdAt: paidAt,
        },
      ]);
      // As the acquirer answered: a card authorised, a Pix code or boleto issued (then paid).
      if (sandbox)
        await tx.insert(transactionAttempts).values({
          transactionId: saleId,
          sellerId,
          acquirerId: sandbox.id,
          outcome: sale.method === 'card' ? 'paid' : 'pending',
          createdAt: paidAt,
        });
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
      if (sale.method === 'pix' && sale.daysAgo === demoRefund.saleDaysAgo) {
        const at = new Date(clock.now().getTime() - demoRefund.daysAgo * 24 * 60 * 60 * 1000);
        const sold = { id: saleId, price: sale.price, buyerTotal: b.buyerTotal };
        await seedDemoRefund(tx, sold, sellerId, sandbox?.id ?? 'sandbox', at);
      }
    });
  }
  return true;
}

/**
 * The products the demo sales sold, one per description at the price of its first sale (a later
 * sale at another price reads as a price change), so rankings and top products have names.
 */
async function seedDemoProducts(
  db: Db,
  clock: Clock,
  sellerId: string,
  sales: DemoSale[],
): Promise<Map<string, string>> {
  const listedAt = new Date(clock.now().getTime() - 60 * 24 * 60 * 60 * 1000);
  const prices = new Map<string, number>();
  for (const sale of sales)
    if (!prices.has(sale.description)) prices.set(sale.description, sale.price);
  const rows = await db
    .insert(products)
    .values(
      [...prices].map(([name, price]) => ({
        sellerId,
        name,
        price,
        methods: ['pix', 'card', 'boleto'],
        maxInstalments: 12,
        createdAt: listedAt,
        updatedAt: listedAt,
      })),
    )
    .returning({ id: products.id, name: products.name });
  return new Map(rows.map((row) => [row.name, row.id]));
}

/**
 * A refund confirmed as the payments flow leaves one: the refund, the charge's refunded amount
 * and event, and the reversal posted (the Pix funds were available at once, docs/money.md §8).
 */
async function seedDemoRefund(
  tx: Tx,
  sale: { id: string; price: number; buyerTotal: number },
  sellerId: string,
  acquirer: string,
  at: Date,
) {
  const computed = computeRefund(sale, demoRefund.amount, 0);
  if (!computed.ok) throw new Error(`demo refund refused: ${computed.error}`);
  const { refund } = computed;
  const [row] = await tx
    .insert(refunds)
    .values({
      transactionId: sale.id,
      sellerId,
      amount: refund.amount,
      status: 'confirmed',
      origin: 'platform',
      actorType: 'seller',
      actorId: sellerId,
      confirmedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: refunds.id });
  await tx
    .update(transactions)
    .set({ refundedAmount: refund.amount, updatedAt: at })
    .where(eq(transactions.id, sale.id));
  await tx.insert(transactionEvents).values({
    transactionId: sale.id,
    sellerId,
    type: 'partial_refund',
    status: 'paid',
    amount: refund.amount,
    actorType: 'seller',
    actorId: sellerId,
    createdAt: at,
  });
  await post(
    tx,
    { now: () => at },
    {
      reference: `refund:${row?.id}`,
      type: 'refund',
      sellerId,
      metadata: { saleId: sale.id, ...refund },
      movements: [
        {
          from: seller(sellerId, 'available'),
          to: acquirerReceivable(acquirer),
          amount: refund.sellerDebit,
        },
        {
          from: platform('revenue'),
          to: acquirerReceivable(acquirer),
          amount: refund.platformReturn,
        },
      ],
      mayOverdraw: [seller(sellerId, 'available')],
    },
  );
}
