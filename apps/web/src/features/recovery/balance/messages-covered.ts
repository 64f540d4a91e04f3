import type { Cents } from '@repasse/core/money/cents';

/**
 * How many messages at `price` the balance pays for, in whole messages: null when the channel
 * is free (no balance limits it). A negative balance (never expected) covers none.
 */
export function messagesCovered(balance: Cents, price: Cents): number | null {
  if (price <= 0) return null;
  if (balance <= 0) return 0;
  return Math.floor(balance / price);
}
