import {
  type Acquirer,
  type AcquirerInput,
  acquirerSchema,
  acquirersListSchema,
} from '@repasse/core/contract/acquirers';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

/** Every admin screen that lists acquirers (panels, routing, user drawer) shares this key. */
export const acquirersQueryKey = ['admin', 'acquirers'] as const;

export const acquirersQueryOptions = () =>
  queryOptions({
    queryKey: acquirersQueryKey,
    queryFn: ({ signal }) =>
      webClient
        .get('/admin/acquirers', { schema: acquirersListSchema, signal })
        .then((page) => page.items),
  });

/** Every acquirer, by name; the built-in sandbox is always there. */
export const useAcquirers = () => useQuery(acquirersQueryOptions());

type SaveVariables = { id: string | null; body: AcquirerInput };

export const saveAcquirer = ({ id, body }: SaveVariables): Promise<Acquirer> =>
  id
    ? webClient.request(`/admin/acquirers/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: acquirerSchema,
      })
    : webClient.post('/admin/acquirers', body, { schema: acquirerSchema });

/** Creates (no id) or replaces an acquirer; tokens left null keep what is stored. */
export function useSaveAcquirer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAcquirer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: acquirersQueryKey }),
  });
}
