import type { WithdrawalFilters } from '@repasse/core/contract/withdrawals';
import { type WithdrawalStatus, withdrawalStatuses } from '@repasse/core/states/withdrawal';
import { anyDate, type DateFilter } from '../../../shared/dates/date-presets.ts';

/** What the filter controls hold; an empty status means "all". */
export type WithdrawalFilterState = { status: WithdrawalStatus | ''; date: DateFilter };

export const noWithdrawalFilters: WithdrawalFilterState = { status: '', date: anyDate };

export const isWithdrawalStatus = (value: string): value is WithdrawalStatus =>
  (withdrawalStatuses as readonly string[]).includes(value);

export function toWithdrawalFilters({ status, date }: WithdrawalFilterState): WithdrawalFilters {
  const filters: WithdrawalFilters = {};
  if (status) filters.status = status;
  if (date.range.from) filters.from = date.range.from;
  if (date.range.to) filters.to = date.range.to;
  return filters;
}

export const isFiltered = (state: WithdrawalFilterState) =>
  Boolean(state.status || state.date.preset !== 'any');

/** When a withdrawal last changed: its latest transition. */
export const lastChangeAt = (withdrawal: { requestedAt: string; timeline: { at: string }[] }) =>
  withdrawal.timeline.at(-1)?.at ?? withdrawal.requestedAt;
