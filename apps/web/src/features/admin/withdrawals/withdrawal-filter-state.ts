import type { AdminWithdrawalFilters } from '@repasse/core/contract/withdrawals';
import type { WithdrawalStatus } from '@repasse/core/states/withdrawal';
import { anyDate, type DateFilter } from '../../../shared/dates/date-presets.ts';
import type { UserOption } from '../movements/api/user-options.ts';

/** What the queue's controls hold; an empty status means every status. */
export type QueueFilterState = {
  status: WithdrawalStatus | '';
  search: string;
  seller: UserOption | null;
  date: DateFilter;
};

/** The queue opens on what waits for a decision. */
export const defaultQueueFilters: QueueFilterState = {
  status: 'pending',
  search: '',
  seller: null,
  date: anyDate,
};

export function toQueueFilters(state: QueueFilterState): AdminWithdrawalFilters {
  const filters: AdminWithdrawalFilters = {};
  if (state.status) filters.status = state.status;
  if (state.search.trim()) filters.search = state.search.trim();
  if (state.seller) filters.sellerId = state.seller.id;
  if (state.date.range.from) filters.from = state.date.range.from;
  if (state.date.range.to) filters.to = state.date.range.to;
  return filters;
}

/** Only pending withdrawals can be approved, so only they can be selected. */
export const selectableIds = (rows: { id: string; status: WithdrawalStatus }[]) =>
  rows.filter((row) => row.status === 'pending').map((row) => row.id);
