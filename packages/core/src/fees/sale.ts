import { assertCents, type Cents } from '../money/cents.ts';
import { pct } from '../money/percentage.ts';
import { type FeeProfile, maxInstalments, type PaymentMethod } from './fee-profile.ts';
import type { InstalmentFeePayer, PlatformSettings } from './platform-settings.ts';

/** The parts of a fee profile a sale reads. */
export type SaleFees = Pick<
  FeeProfile,
  'pix' | 'boleto' | 'card' | 'instalmentFees' | 'retention' | 'releaseDays'
>;
export type SaleSettings = Pick<
  PlatformSettings,
  'instalmentFeePayer' | 'reserveDays' | 'minimumCharge' | 'maximumCharge'
>;

export type SaleInput = {
  price: Cents;
  method: PaymentMethod;
  instalments: number;
  profile: SaleFees;
  settings: SaleSettings;
  paidAt: Date;
};

export type SaleBreakdown = {
  price: Cents;
  method: PaymentMethod;
  instalments: number;
  buyerTotal: Cents;
  instalmentFee: Cents;
  instalmentFeePayer: InstalmentFeePayer;
  sellerFee: Cents;
  net: Cents;
  reserve: Cents;
  pending: Cents;
  releaseAt: Date;
  reserveReleaseAt: Date;
  platformRevenue: Cents;
};

export const saleErrors = [
  'sale.below_minimum',
  'sale.above_maximum',
  'sale.net_not_positive',
  'sale.invalid_instalments',
] as const;
export type SaleError = (typeof saleErrors)[number];

export type SaleResult = { ok: true; breakdown: SaleBreakdown } | { ok: false; error: SaleError };

const dayMs = 86_400_000;

/** Days are whole 24-hour periods from the payment instant (Brazil has no daylight saving time). */
export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

export const isValidInstalments = (method: PaymentMethod, instalments: number) =>
  Number.isInteger(instalments) &&
  instalments >= 1 &&
  instalments <= (method === 'card' ? maxInstalments : 1);

type Amounts = { instalmentFee: Cents; buyerTotal: Cents; sellerFee: Cents; net: Cents };

function instalmentRate(profile: SaleFees, instalments: number): string {
  const rate = profile.instalmentFees[instalments - 1];
  if (rate === undefined) throw new RangeError(`No instalment fee for ${instalments} instalments`);
  return rate;
}

/** Steps 1 to 3 of docs/money.md §4; `instalments` must be valid for the method. */
function saleAmounts(
  price: Cents,
  method: PaymentMethod,
  instalments: number,
  profile: SaleFees,
  payer: InstalmentFeePayer,
): Amounts {
  const instalmentFee =
    method === 'card' && instalments > 1 ? pct(price, instalmentRate(profile, instalments)) : 0;
  const methodFee = pct(price, profile[method].percentage) + profile[method].fixed;
  const sellerFee = payer === 'seller' ? methodFee + instalmentFee : methodFee;
  const buyerTotal = payer === 'buyer' ? price + instalmentFee : price;
  return { instalmentFee, buyerTotal, sellerFee, net: price - sellerFee };
}

function refusal(input: SaleInput): SaleError | null {
  if (!isValidInstalments(input.method, input.instalments)) return 'sale.invalid_instalments';
  if (input.price < input.settings.minimumCharge) return 'sale.below_minimum';
  if (input.price > input.settings.maximumCharge) return 'sale.above_maximum';
  return null;
}

/** Splits a sale into what the buyer pays, the seller keeps and the platform earns (docs/money.md §4). */
export function computeSale(input: SaleInput): SaleResult {
  const { price, method, instalments, profile, settings, paidAt } = input;
  assertCents(price);
  const refused = refusal(input);
  if (refused) return { ok: false, error: refused };
  const payer = settings.instalmentFeePayer;
  const { instalmentFee, buyerTotal, sellerFee, net } = saleAmounts(
    price,
    method,
    instalments,
    profile,
    payer,
  );
  if (net <= 0) return { ok: false, error: 'sale.net_not_positive' };
  const reserve = pct(net, profile.retention[method]);
  return {
    ok: true,
    breakdown: {
      price,
      method,
      instalments,
      buyerTotal,
      instalmentFee,
      instalmentFeePayer: payer,
      sellerFee,
      net,
      reserve,
      pending: net - reserve,
      releaseAt: addDays(paidAt, profile.releaseDays[method]),
      reserveReleaseAt: addDays(paidAt, settings.reserveDays),
      // When sellers pay, S is already inside F.
      platformRevenue: payer === 'buyer' ? sellerFee + instalmentFee : sellerFee,
    },
  };
}

export type InstalmentOption = {
  instalments: number;
  /** What the buyer pays in all. */
  total: Cents;
  /** Every instalment but the first. */
  instalmentValue: Cents;
  /** The first instalment absorbs the centavos left over, so the instalments add up to `total`. */
  firstInstalmentValue: Cents;
  /** What the buyer pays on top of the price; 0 when sellers pay instalment fees. */
  instalmentFee: Cents;
};

/**
 * The card instalment plans a checkout may offer for `price`, 1 up to `maxInstalments`. A plan the
 * sale would refuse (price below the minimum, net not positive) is left out.
 */
export function instalmentOptions(
  price: Cents,
  profile: SaleFees,
  settings: SaleSettings,
  upTo: number = maxInstalments,
): InstalmentOption[] {
  assertCents(price);
  const options: InstalmentOption[] = [];
  if (price < settings.minimumCharge || price > settings.maximumCharge) return options;
  const last = Math.min(Math.floor(upTo), maxInstalments);
  for (let n = 1; n <= last; n++) {
    const amounts = saleAmounts(price, 'card', n, profile, settings.instalmentFeePayer);
    if (amounts.net <= 0) continue;
    const total = amounts.buyerTotal;
    const instalmentValue = Math.floor(total / n);
    options.push({
      instalments: n,
      total,
      instalmentValue,
      firstInstalmentValue: instalmentValue + (total % n),
      instalmentFee: total - price,
    });
  }
  return options;
}
