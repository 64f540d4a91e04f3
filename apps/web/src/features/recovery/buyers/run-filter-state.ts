import type { RecoveryRunsQuery } from '@repasse/core/contract/recovery-outreach';
import type { RecoveryEvent, RecoveryRunStatus } from '@repasse/core/states/recovery';
import { anyDate, type DateFilter } from '../../../shared/dates/date-presets.ts';

/** What the buyers' filters hold; empty strings mean "all". */
export type RunFilterState = {
  event: RecoveryEvent | '';
  status: RecoveryRunStatus | '';
  recovered: '' | 'true' | 'false';
  date: DateFilter;
};

export const noRunFilters: RunFilterState = { event: '', status: '', recovered: '', date: anyDate };

export type RunFilters = Omit<RecoveryRunsQuery, 'page' | 'pageSize'>;

export function toRunFilters(state: RunFilterState): RunFilters {
  const filters: RunFilters = {};
  if (state.event) filters.event = state.event;
  if (state.status) filters.status = state.status;
  if (state.recovered) filters.recovered = state.recovered;
  if (state.date.range.from) filters.from = state.date.range.from;
  if (state.date.range.to) filters.to = state.date.range.to;
  return filters;
}
