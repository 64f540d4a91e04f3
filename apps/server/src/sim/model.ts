import { anticipationFeeFor, wholeDaysUntil } from '@repasse/core/fees/anticipation';
import type { FeeProfile, PaymentMethod } from '@repasse/core/fees/fee-profile';
import { computeRefund } from '@repasse/core/fees/refund';
import { computeSale, type SaleSettings } from '@repasse/core/fees/sale';

/**
 * What the operations imply for every seller's balances, computed from docs/money.md's rules on their
 * own: the model never reads the ledger. It learns from the server only what happened (a charge
 * paid, refunded so far, protested; a withdrawal completed) and decides the money itself.
 */

const dayMs = 86_400_000;

type Bucket = { amount: number; releaseAt: Date; released: boolean };

export type ChargeModel = {
  id: string;
  sellerId: string;
  livemode: boolean;
  method: PaymentMethod;
  price: number;
  buyerTotal: number;
  net: number;
  reserve: number;
  releaseDays: number;
  reserveDays: number;
  status: string;
  refunded: number;
  paid: boolean;
  held: boolean;
  pending: Bucket | null;
  reserveBucket: Bucket | null;
};

export type WithdrawalModel = { id: string; sellerId: string; amount: number; status: string };

export type Balances = { available: number; pending: number; reserve: number; withdrawing: number };

const paidStatuses = new Set(['paid', 'in_protest', 'refunded', 'chargeback']);
const finalWithdrawal = new Set(['completed', 'failed', 'rejected']);

export class MoneyModel {
  readonly charges = new Map<string, ChargeModel>();
  readonly withdrawals = new Map<string, WithdrawalModel>();
  private readonly available = new Map<string, number>();
  private readonly withdrawing = new Map<string, number>();

  constructor(private readonly settings: SaleSettings) {}

  /** A charge the server created, with the breakdown the model expects; null if it would refuse. */
  expectCharge(input: {
    id: string;
    sellerId: string;
    livemode: boolean;
    method: PaymentMethod;
    price: number;
    instalments: number;
    profile: FeeProfile;
    now: Date;
  }) {
    const sale = computeSale({
      price: input.price,
      method: input.method,
      instalments: input.instalments,
      profile: input.profile,
      settings: this.settings,
      paidAt: input.now,
    });
    if (!sale.ok) return null;
    const b = sale.breakdown;
    const charge: ChargeModel = {
      id: input.id,
      sellerId: input.sellerId,
      livemode: input.livemode,
      method: input.method,
      price: b.price,
      buyerTotal: b.buyerTotal,
      net: b.net,
      reserve: b.reserve,
      releaseDays: input.profile.releaseDays[input.method],
      reserveDays: this.settings.reserveDays,
      status: 'pending',
      refunded: 0,
      paid: false,
      held: false,
      pending: null,
      reserveBucket: null,
    };
    this.charges.set(charge.id, charge);
    return charge;
  }

  private add(map: Map<string, number>, sellerId: string, amount: number) {
    map.set(sellerId, (map.get(sellerId) ?? 0) + amount);
  }

  /** A bucket released at once goes straight to available, as a zero-day schedule says. */
  private bucket(sellerId: string, amount: number, paidAt: Date, days: number): Bucket | null {
    if (amount <= 0) return null;
    if (days === 0) {
      this.add(this.available, sellerId, amount);
      return null;
    }
    return { amount, releaseAt: new Date(paidAt.getTime() + days * dayMs), released: false };
  }

  /** What the server now says of a charge; money moves for live charges only. */
  observeCharge(id: string, seen: { status: string; refunded: number; paidAt: Date | null }) {
    const charge = this.charges.get(id);
    if (!charge) return;
    if (!charge.paid && paidStatuses.has(seen.status)) {
      charge.paid = true;
      if (charge.livemode && seen.paidAt) {
        charge.pending = this.bucket(
          charge.sellerId,
          charge.net - charge.reserve,
          seen.paidAt,
          charge.releaseDays,
        );
        charge.reserveBucket = this.bucket(
          charge.sellerId,
          charge.reserve,
          seen.paidAt,
          charge.reserveDays,
        );
      }
    }
    if (seen.refunded > charge.refunded) {
      this.reverse(charge, seen.refunded - charge.refunded);
      charge.refunded = seen.refunded;
    }
    // A protest holds what is not released yet; winning it lets the dates run again.
    charge.held = seen.status === 'in_protest' || (charge.held && seen.status === 'chargeback');
    charge.status = seen.status;
  }

  /** docs/money.md §8: the seller's share, from this sale's funds first. */
  private reverse(charge: ChargeModel, amount: number) {
    if (!charge.livemode) return;
    const computed = computeRefund(
      { price: charge.price, buyerTotal: charge.buyerTotal },
      amount,
      charge.refunded,
    );
    if (!computed.ok) throw new Error(`model: refund of ${amount} on ${charge.id} not computable`);
    let left = computed.refund.sellerDebit;
    for (const bucket of [charge.pending, charge.reserveBucket]) {
      if (!bucket || bucket.released || left === 0) continue;
      const take = Math.min(left, bucket.amount);
      bucket.amount -= take;
      left -= take;
      if (bucket.amount === 0) bucket.released = true;
    }
    this.add(this.available, charge.sellerId, -left);
  }

  /** The release job at `now`. */
  release(now: Date) {
    for (const charge of this.charges.values()) {
      if (!charge.livemode || charge.held) continue;
      for (const bucket of [charge.pending, charge.reserveBucket]) {
        if (!bucket || bucket.released || bucket.releaseAt > now) continue;
        this.add(this.available, charge.sellerId, bucket.amount);
        bucket.released = true;
      }
    }
  }

  /** docs/money.md §7: anticipation of every pending card amount; returns the totals it expects. */
  anticipate(sellerId: string, now: Date, anticipationFee: string) {
    const totals = { gross: 0, fee: 0, net: 0 };
    for (const charge of this.charges.values()) {
      const bucket = charge.pending;
      if (charge.sellerId !== sellerId || !charge.livemode || charge.method !== 'card') continue;
      if (!bucket || bucket.released || charge.held || bucket.releaseAt <= now) continue;
      const fee = anticipationFeeFor(
        bucket.amount,
        wholeDaysUntil(now, bucket.releaseAt),
        anticipationFee,
      );
      totals.gross += bucket.amount;
      totals.fee += fee;
      totals.net += bucket.amount - fee;
      bucket.released = true;
    }
    this.add(this.available, sellerId, totals.net);
    return totals;
  }

  requestWithdrawal(withdrawal: WithdrawalModel) {
    this.withdrawals.set(withdrawal.id, withdrawal);
    this.add(this.available, withdrawal.sellerId, -withdrawal.amount);
    this.add(this.withdrawing, withdrawal.sellerId, withdrawal.amount);
  }

  observeWithdrawal(id: string, status: string) {
    const withdrawal = this.withdrawals.get(id);
    if (!withdrawal || finalWithdrawal.has(withdrawal.status) || withdrawal.status === status)
      return;
    withdrawal.status = status;
    if (!finalWithdrawal.has(status)) return;
    this.add(this.withdrawing, withdrawal.sellerId, -withdrawal.amount);
    if (status !== 'completed') this.add(this.available, withdrawal.sellerId, withdrawal.amount);
  }

  balances(sellerId: string): Balances {
    let pending = 0;
    let reserve = 0;
    for (const charge of this.charges.values()) {
      if (charge.sellerId !== sellerId || !charge.livemode) continue;
      if (charge.pending && !charge.pending.released) pending += charge.pending.amount;
      if (charge.reserveBucket && !charge.reserveBucket.released)
        reserve += charge.reserveBucket.amount;
    }
    return {
      available: this.available.get(sellerId) ?? 0,
      pending,
      reserve,
      withdrawing: this.withdrawing.get(sellerId) ?? 0,
    };
  }

  /** Charges whose state may still change, to ask the server about. */
  openCharges(): string[] {
    return [...this.charges.values()]
      .filter(
        (charge) =>
          !['refunded', 'chargeback', 'refused', 'error', 'failed'].includes(charge.status),
      )
      .map((charge) => charge.id);
  }

  openWithdrawals(): string[] {
    return [...this.withdrawals.values()]
      .filter((withdrawal) => !finalWithdrawal.has(withdrawal.status))
      .map((withdrawal) => withdrawal.id);
  }
}
