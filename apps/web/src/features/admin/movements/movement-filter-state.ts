import { sellerAccountKinds } from '@repasse/core/contract/ledger';
import { anyDate, type DateFilter } from '../../../shared/dates/date-presets.ts';
import type { MovementsFilters } from './api/movements.ts';
import type { UserOption } from './api/user-options.ts';

export type MovementFilterState = {
  user: UserOption | null;
  account: string;
  type: string;
  date: DateFilter;
};

export const noMovementFilters: MovementFilterState = {
  user: null,
  account: '',
  type: '',
  date: anyDate,
};

export function toMovementsFilters({ user, account, type, date }: MovementFilterState) {
  const filters: MovementsFilters = {};
  if (user) filters.userId = user.id;
  if (account.trim()) filters.account = account.trim();
  if (type) filters.type = type;
  if (date.range.from) filters.from = date.range.from;
  if (date.range.to) filters.to = date.range.to;
  return filters;
}

/** Platform account codes, plus the chosen seller's own accounts. */
export function accountSuggestions(user: UserOption | null): string[] {
  const platform = ['platform:revenue', 'platform:costs'];
  if (!user) return platform;
  return [...sellerAccountKinds.map((kind) => `seller:${user.id}:${kind}`), ...platform];
}
