import {
  type RecoverySequenceInput,
  type RecoverySequences,
  recoverySequenceSchema,
  recoverySequencesSchema,
} from '@repasse/core/contract/recovery-outreach';
import type { RecoveryEvent } from '@repasse/core/states/recovery';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { recoveryKeys } from './recovery.ts';

export const sequencesKey = [...recoveryKeys.all, 'sequences'] as const;

/** The seller's sequence for each event, in the events' order (the defaults until saved). */
export const useRecoverySequences = () =>
  useQuery({
    queryKey: sequencesKey,
    queryFn: ({ signal }) =>
      webClient.get('/recovery/sequences', { schema: recoverySequencesSchema, signal }),
  });

type SaveVariables = { event: RecoveryEvent; body: RecoverySequenceInput };

/**
 * Saves one event's sequence. A money route: an admin acting as the seller is refused with a 403
 * that the card shows rather than a trip to the dashboard.
 */
export function useSaveRecoverySequence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ event, body }: SaveVariables) =>
      forbiddenAsAnswer((options) =>
        webClient.request(`/recovery/sequences/${event}`, {
          method: 'PUT',
          body,
          schema: recoverySequenceSchema,
          ...options,
        }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData<RecoverySequences>(sequencesKey, (current) =>
        current
          ? { items: current.items.map((item) => (item.event === saved.event ? saved : item)) }
          : current,
      );
    },
  });
}
