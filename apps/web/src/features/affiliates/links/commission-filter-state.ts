import type { CommissionStatus } from '@repasse/core/contract/affiliates';
import type { AffiliatePeriod } from '../api/affiliate-keys.ts';
import type { CommissionFilters } from '../api/commissions.ts';

/** What the commissions' own filters hold; empty strings mean "all". The period is the tab's. */
export type CommissionFilterState = { status: CommissionStatus | ''; productId: string };

export const noCommissionFilters: CommissionFilterState = { status: '', productId: '' };

export const isCommissionFiltered = (state: CommissionFilterState) =>
  Boolean(state.status || state.productId);

export function toCommissionFilters(
  state: CommissionFilterState,
  period: AffiliatePeriod,
): CommissionFilters {
  const filters: CommissionFilters = {};
  if (period.from) filters.from = period.from;
  if (period.to) filters.to = period.to;
  if (state.productId) filters.productId = state.productId;
  if (state.status) filters.status = state.status;
  return filters;
}
