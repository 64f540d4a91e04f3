import { type AdminUserRow, adminUsersPageSchema } from '@repasse/core/contract/admin-users';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';

export type UserOption = Pick<AdminUserRow, 'id' | 'email' | 'fullName'>;

export async function searchUsers(search: string, signal?: AbortSignal): Promise<UserOption[]> {
  const page = await webClient.get(
    `/admin/users${queryString({ search: search.trim(), pageSize: '10' })}`,
    { schema: adminUsersPageSchema, signal },
  );
  return page.items.map(({ id, email, fullName }) => ({ id, email, fullName }));
}

/** The first ten users matching what was typed, for the user filter. */
export const useUserOptions = (search: string) =>
  useQuery({
    queryKey: ['admin', 'ledger-movements', 'user-options', search.trim()],
    queryFn: ({ signal }) => searchUsers(search, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
