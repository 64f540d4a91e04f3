import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { computeSale } from '@repasse/core/fees/sale';
import { eq } from 'drizzle-orm';
import type { Clock } from '../lib/clock.ts';
import { feeProfileOf, loadPlatformSettings } from '../modules/fees/queries.ts';
import { recordSale } from '../modules/ledger/sales.ts';
import type { Db } from './client.ts';
import { ledgerTransactions } from './schema.ts';

const demoSales: { price: number; method: PaymentMethod; instalments: number; daysAgo: number }[] =
  [
    { price: 10_000, method: 'card', instalments: 3, daysAgo: 2 },
    { price: 24_900, method: 'card', instalments: 1, daysAgo: 9 },
    { price: 4_990, method: 'pix', instalments: 1, daysAgo: 1 },
    { price: 19_700, method: 'pix', instalments: 1, daysAgo: 4 },
    { price: 59_700, method: 'card', instalments: 6, daysAgo: 35 },
  ];

/** Gives the demo seller money in every state (pending, reserve, available) on a fresh database. */
export async function seedDemoSales(db: Db, clock: Clock, sellerId: string): Promise<void> {
  const [existing] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.sellerId, sellerId))
    .limit(1);
  if (existing) return;
  const settings = await loadPlatformSettings(db);
  const { profile } = await feeProfileOf(db, sellerId);
  for (const sale of demoSales) {
    const paidAt = new Date(clock.now().getTime() - sale.daysAgo * 24 * 60 * 60 * 1000);
    const result = computeSale({ ...sale, profile, settings, paidAt });
    if (!result.ok) throw new Error(`demo sale refused: ${result.error}`);
    await db.transaction((tx) =>
      recordSale(tx, clock, {
        sellerId,
        saleId: randomUUID(),
        acquirer: 'sandbox',
        breakdown: result.breakdown,
        acquirerCost: 0,
        paidAt,
      }),
    );
  }
}
