import { adminUsersPageSchema } from '@repasse/core/contract/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

export const administratorsQueryKey = ['admin', 'users', 'administrators'] as const;

/** Administrators and super-admins (two filtered reads of the users list). */
export async function fetchAdministrators(signal?: AbortSignal) {
  const [supers, admins] = await Promise.all(
    (['super_admin', 'admin'] as const).map((role) =>
      webClient.get(`/admin/users?role=${role}&pageSize=all`, {
        schema: adminUsersPageSchema,
        signal,
      }),
    ),
  );
  return [...(supers?.items ?? []), ...(admins?.items ?? [])];
}

export const administratorsQueryOptions = () =>
  queryOptions({
    queryKey: administratorsQueryKey,
    queryFn: ({ signal }) => fetchAdministrators(signal),
  });

export const useAdministrators = () => useQuery(administratorsQueryOptions());
