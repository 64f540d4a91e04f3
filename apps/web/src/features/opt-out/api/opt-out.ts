import { recoveryOptOutSchema } from '@repasse/core/contract/recovery-outreach';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicWebClient } from '../../../shared/http/public-web-client.ts';

const optOutKey = (token: string) => ['opt-out', token] as const;
const path = (token: string) => `/recovery/opt-out/${encodeURIComponent(token)}`;

/** Whose messages the link stops, and whether the buyer already stopped them. */
export const useOptOut = (token: string) =>
  useQuery({
    queryKey: optOutKey(token),
    queryFn: ({ signal }) =>
      publicWebClient.get(path(token), { schema: recoveryOptOutSchema, signal }),
    retry: false,
  });

/** The buyer stops the seller's messages. */
export function useConfirmOptOut(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      publicWebClient.post(path(token), undefined, { schema: recoveryOptOutSchema }),
    onSuccess: (answer) => queryClient.setQueryData(optOutKey(token), answer),
  });
}
