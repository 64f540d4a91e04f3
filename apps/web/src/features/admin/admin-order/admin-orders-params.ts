import type { AdminChargesQuery } from '@repasse/core/contract/charges';
import { type PageSize, pageSizes } from '@repasse/core/contract/pagination';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import { transactionStatuses } from '@repasse/core/states/transaction';
import { isDatePreset, presetFilter } from '../../../shared/dates/date-presets.ts';
import { isIsoDay } from '../../../shared/dates/platform-day.ts';
import {
  noOrderFilters,
  type OrderFilterState,
  toOrderFilters,
} from '../../orders/order-filter-state.ts';

type Mode = 'live' | 'test';

/** What /admin-order shows as a list, read from (and written to) its address. */
export type AdminOrdersView = {
  seller: string;
  product: string;
  mode: Mode;
  filters: OrderFilterState;
  page: number;
  pageSize: PageSize;
};

/** Any of these in the address asks for the list rather than one order or the lookup. */
const listParams = [
  'seller',
  'product',
  'mode',
  'status',
  'method',
  'recovered',
  'period',
  'from',
  'to',
];

export const isAdminOrdersList = (params: URLSearchParams) =>
  !params.get('id') && listParams.some((name) => params.has(name));

const oneOf = <T extends string>(values: readonly T[], text: string | null): T | '' =>
  values.includes(text as T) ? (text as T) : '';

/** The list's view from the address; unknown values fall back to "all", never to an error. */
export function readAdminOrdersParams(params: URLSearchParams, now: Date): AdminOrdersView {
  const seller = params.get('seller')?.trim() ?? '';
  const product = params.get('product')?.trim() ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const period = params.get('period') ?? (from || to ? 'custom' : 'any');
  const preset = isDatePreset(period) ? period : 'any';
  const date =
    preset === 'custom'
      ? { preset, range: { ...(isIsoDay(from) ? { from } : {}), ...(isIsoDay(to) ? { to } : {}) } }
      : presetFilter(preset, now);
  const size = oneOf(pageSizes, params.get('pageSize')) || '25';
  const page = Number(params.get('page'));
  return {
    seller,
    product,
    mode: params.get('mode') === 'test' ? 'test' : 'live',
    filters: {
      ...noOrderFilters,
      status: oneOf(transactionStatuses, params.get('status')),
      method: oneOf(paymentMethods, params.get('method')),
      instalments: params.get('instalments') ?? '',
      search: params.get('search') ?? '',
      recovered: oneOf(['true', 'false'] as const, params.get('recovered')),
      date,
    },
    page: Number.isInteger(page) && page > 0 ? page : 1,
    // Every order of every seller at once would be the whole table: the server refuses it.
    pageSize: size === 'all' && !seller && !product ? '25' : size,
  };
}

/** The address of a view: presets are kept by name, so a link of "today" stays today. */
export function writeAdminOrdersParams(view: AdminOrdersView): Record<string, string> {
  const { filters } = view;
  const { from, to, ...rest } = toOrderFilters(filters);
  const params: Record<string, string> = { mode: view.mode };
  if (view.seller) params.seller = view.seller;
  if (view.product) params.product = view.product;
  for (const [name, value] of Object.entries(rest)) params[name] = String(value);
  if (filters.date.preset !== 'any') params.period = filters.date.preset;
  if (filters.date.preset === 'custom') {
    if (from) params.from = from;
    if (to) params.to = to;
  }
  if (view.page > 1) params.page = String(view.page);
  if (view.pageSize !== '25') params.pageSize = view.pageSize;
  return params;
}

/** The server's query of a view. */
export function adminOrdersQuery(view: AdminOrdersView): AdminChargesQuery {
  return {
    ...toOrderFilters(view.filters),
    ...(view.seller ? { seller: view.seller } : {}),
    ...(view.product ? { product: view.product } : {}),
    mode: view.mode,
    page: view.page,
    pageSize: view.pageSize,
  };
}
