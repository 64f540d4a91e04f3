import { type MeResponse, meResponseSchema } from '@repasse/core/contract/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webClient } from '../http/web-client.ts';
import { hasToken, storeOwnerFlag } from './session-store.ts';

export const meQueryKey = ['session', 'me'] as const;

/** The logged-in user; also keeps the owner flag in step with the user's current role. */
export async function fetchMe(signal?: AbortSignal): Promise<MeResponse> {
  const me = await webClient.get('/me', { schema: meResponseSchema, signal });
  storeOwnerFlag(me.user.role);
  return me;
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    staleTime: 60_000,
  });

export function useMe() {
  return useQuery({ ...meQueryOptions(), enabled: hasToken() });
}
