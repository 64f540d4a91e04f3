import type { SellerAccountKind } from '@repasse/core/contract/ledger';
import { anyDate, type DateFilter } from '../../../shared/dates/date-presets.ts';
import type { StatementFilters } from '../api/statement.ts';

/** What the filter controls hold; empty strings mean "all". */
export type StatementFilterState = { account: string; type: string; date: DateFilter };

export const noStatementFilters: StatementFilterState = { account: '', type: '', date: anyDate };

export const toStatementFilters = ({ account, type, date }: StatementFilterState) => {
  const filters: StatementFilters = {};
  // The account select offers only the seller's account kinds.
  if (account) filters.account = account as SellerAccountKind;
  if (type) filters.type = type;
  if (date.range.from) filters.from = date.range.from;
  if (date.range.to) filters.to = date.range.to;
  return filters;
};

export const isFiltered = (state: StatementFilterState) =>
  Boolean(state.account || state.type || state.date.preset !== 'any');
