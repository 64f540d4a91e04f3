import type { FeeProfilesQuery } from '@repasse/core/contract/fees';

/** Query keys of the fees panel; invalidating `all` reloads the list and every open profile. */
export const feeProfileKeys = {
  all: ['admin', 'fee-profiles'] as const,
  list: (query: FeeProfilesQuery) => [...feeProfileKeys.all, 'list', query] as const,
  detail: (id: string) => [...feeProfileKeys.all, 'detail', id] as const,
};
