import type { InstalmentFeePayer } from '@repasse/core/fees/platform-settings';
import { addDays, type SaleBreakdown } from '@repasse/core/fees/sale';
import type { TransactionRow } from './queries.ts';

/**
 * The sale as it was fixed when the charge was created (docs/money.md §5): amounts and the
 * release schedule come from the charge's own columns, never from the fee profile or platform
 * settings of the moment it is paid, which may have changed or may refuse it now.
 */
export function storedBreakdown(row: TransactionRow, paidAt: Date): SaleBreakdown {
  return {
    price: row.price,
    method: row.method,
    instalments: row.instalments,
    buyerTotal: row.buyerTotal,
    instalmentFee: row.instalmentFee,
    instalmentFeePayer: row.instalmentFeePayer as InstalmentFeePayer,
    sellerFee: row.sellerFee,
    net: row.net,
    reserve: row.reserve,
    pending: row.net - row.reserve,
    releaseAt: addDays(paidAt, row.releaseDays),
    reserveReleaseAt: addDays(paidAt, row.reserveDays),
    platformRevenue: row.platformRevenue,
  };
}

/** The columns a charge keeps of its breakdown, with the schedule in force at creation. */
export function breakdownColumns(
  b: SaleBreakdown,
  schedule: { releaseDays: number; reserveDays: number },
) {
  return {
    price: b.price,
    buyerTotal: b.buyerTotal,
    instalmentFee: b.instalmentFee,
    instalmentFeePayer: b.instalmentFeePayer,
    sellerFee: b.sellerFee,
    net: b.net,
    reserve: b.reserve,
    platformRevenue: b.platformRevenue,
    releaseDays: schedule.releaseDays,
    reserveDays: schedule.reserveDays,
  };
}
