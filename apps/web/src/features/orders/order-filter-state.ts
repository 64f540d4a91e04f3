import { anyDate, type DateFilter } from '../../shared/dates/date-presets.ts';
import type { OrderFilters } from './api/orders.ts';

/** What the filter controls hold; empty strings mean "all". */
export type OrderFilterState = {
  status: NonNullable<OrderFilters['status']> | '';
  method: NonNullable<OrderFilters['method']> | '';
  instalments: string;
  search: string;
  /** Sales won back by smart recovery ('true'), the others ('false'), or all (''). */
  recovered: NonNullable<OrderFilters['recovered']> | '';
  date: DateFilter;
};

export const noOrderFilters: OrderFilterState = {
  status: '',
  method: '',
  instalments: '',
  search: '',
  recovered: '',
  date: anyDate,
};

export function toOrderFilters(state: OrderFilterState): OrderFilters {
  const filters: OrderFilters = {};
  if (state.status) filters.status = state.status;
  if (state.method) filters.method = state.method;
  if (state.instalments) filters.instalments = Number(state.instalments);
  if (state.search.trim()) filters.search = state.search.trim();
  if (state.recovered) filters.recovered = state.recovered;
  if (state.date.range.from) filters.from = state.date.range.from;
  if (state.date.range.to) filters.to = state.date.range.to;
  return filters;
}

export const isOrdersFiltered = (state: OrderFilterState) =>
  Object.keys(toOrderFilters(state)).length > 0;
