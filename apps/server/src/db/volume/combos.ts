import {
  type FeeProfile,
  type PaymentMethod,
  paymentMethods,
} from '@repasse/core/fees/fee-profile';
import type { PlatformSettings } from '@repasse/core/fees/platform-settings';
import { computeRefund } from '@repasse/core/fees/refund';
import { computeSale } from '@repasse/core/fees/sale';
import { acquirerCostOf } from '../../modules/payments/charges.ts';
import type { VolumeAcquirer } from './reference.ts';

/*
 * Every amount of the seeded history comes from the core's own money code, never from SQL
 * arithmetic: each (price, method, instalments) a charge may have is computed here once, with
 * `computeSale` (docs/money.md §4), the acquirers' `acquirerCostOf` and `computeRefund` (§8),
 * and the SQL joins on it.
 */

export type Combo = {
  price: number;
  method: PaymentMethod;
  instalments: number;
  buyerTotal: number;
  instalmentFee: number;
  instalmentFeePayer: string;
  sellerFee: number;
  net: number;
  reserve: number;
  platformRevenue: number;
  releaseDays: number;
  reserveDays: number;
  /** What each acquirer (in the reference's order) charges for it. */
  costs: number[];
  /** The partial refund the history makes: half the buyer total, and how it splits. */
  half: number;
  halfDebit: number;
  halfReturn: number;
};

export function volumeCombos(
  prices: Iterable<number>,
  profile: FeeProfile,
  settings: PlatformSettings,
  volumeAcquirers: VolumeAcquirer[],
): Combo[] {
  const combos: Combo[] = [];
  const paidAt = new Date(0);
  for (const price of new Set(prices))
    for (const method of paymentMethods)
      for (let n = 1; n <= (method === 'card' ? 12 : 1); n++) {
        const sale = computeSale({ price, method, instalments: n, profile, settings, paidAt });
        // The checkout never offers what the sale would refuse: the plan falls back on Pix.
        if (!sale.ok) continue;
        const b = sale.breakdown;
        const half = Math.floor(b.buyerTotal / 2);
        const refund = computeRefund(b, half);
        if (!refund.ok) continue;
        combos.push({
          price,
          method,
          instalments: n,
          buyerTotal: b.buyerTotal,
          instalmentFee: b.instalmentFee,
          instalmentFeePayer: b.instalmentFeePayer,
          sellerFee: b.sellerFee,
          net: b.net,
          reserve: b.reserve,
          platformRevenue: b.platformRevenue,
          releaseDays: profile.releaseDays[method],
          reserveDays: settings.reserveDays,
          costs: volumeAcquirers.map((a) => acquirerCostOf(a, method, n, b.buyerTotal)),
          half,
          halfDebit: refund.refund.sellerDebit,
          halfReturn: refund.refund.platformReturn,
        });
      }
  return combos;
}
