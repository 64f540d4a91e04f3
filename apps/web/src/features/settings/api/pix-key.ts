import {
  type PixKeyInput,
  type PixKeyResponse,
  pixKeyResponseSchema,
} from '@repasse/core/contract/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../shared/http/web-client.ts';

export const pixKeyQueryKey = ['settings', 'pix-key'] as const;

export const fetchPixKey = (signal?: AbortSignal): Promise<PixKeyResponse> =>
  webClient.get('/settings/pix-key', { schema: pixKeyResponseSchema, signal });

export const pixKeyQueryOptions = () =>
  queryOptions({ queryKey: pixKeyQueryKey, queryFn: ({ signal }) => fetchPixKey(signal) });

export const usePixKey = () => useQuery(pixKeyQueryOptions());

/** A 403 here means "not while acting as the seller": shown on the card, no redirect. */
export const updatePixKey = (body: PixKeyInput): Promise<PixKeyResponse> =>
  forbiddenAsAnswer((options) =>
    webClient.request('/settings/pix-key', {
      method: 'PUT',
      body,
      schema: pixKeyResponseSchema,
      ...options,
    }),
  );

export function useUpdatePixKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePixKey,
    onSuccess: (answer) => queryClient.setQueryData(pixKeyQueryKey, answer),
  });
}
