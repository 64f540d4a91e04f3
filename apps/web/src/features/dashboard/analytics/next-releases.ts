import type { BalanceResponse } from '@repasse/core/contract/ledger';

export type Release = { date: string; amount: number; kind: 'sales' | 'reserve' };

/** The next `limit` releases, sales and reserve together, soonest first (sales first on a tie). */
export function nextReleases(balance: BalanceResponse, limit: number): Release[] {
  const all: Release[] = [
    ...balance.nextPendingReleases.map((day) => ({ ...day, kind: 'sales' as const })),
    ...balance.nextReserveReleases.map((day) => ({ ...day, kind: 'reserve' as const })),
  ];
  const order = { sales: 0, reserve: 1 };
  return all
    .filter((release) => release.amount > 0)
    .sort((a, b) => a.date.localeCompare(b.date) || order[a.kind] - order[b.kind])
    .slice(0, limit);
}
