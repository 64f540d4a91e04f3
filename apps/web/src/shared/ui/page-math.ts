import type { PageSize } from '@repasse/core/contract/pagination';

/** How many pages `total` rows fill; "all" is one page. */
export function pageCount(total: number, pageSize: PageSize): number {
  if (pageSize === 'all') return 1;
  return Math.max(1, Math.ceil(total / Number(pageSize)));
}

/** The 1-based rows a page shows, e.g. 11–20 of 23. */
export function shownRange(page: number, pageSize: PageSize, total: number) {
  if (total === 0) return { from: 0, to: 0 };
  if (pageSize === 'all') return { from: 1, to: total };
  const size = Number(pageSize);
  const from = Math.min((page - 1) * size + 1, total);
  return { from, to: Math.min(page * size, total) };
}

/**
 * Which footer text a total calls for: a list that stopped counting (`totalExact` false, the
 * orders list past a thousand) has more than `total` rows, and says so.
 */
export function rangeKey(total: number, totalExact = true) {
  if (total === 0) return 'financial.pagination.none';
  return totalExact ? 'financial.pagination.range' : 'financial.pagination.rangeMore';
}
