import { recoveryPauseSchema } from '@repasse/core/contract/recovery-outreach';
import { useQuery } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';
import { recoveryKeys } from './recovery.ts';

/**
 * Whether outreach waits for a top-up. Under `recoveryKeys.all`, so a top-up refreshes it; the
 * server resumes within a minute of the credit, hence the polling while it is paused.
 */
export const useRecoveryPause = () =>
  useQuery({
    queryKey: [...recoveryKeys.all, 'pause'],
    queryFn: ({ signal }) =>
      webClient.get('/recovery/pause', { schema: recoveryPauseSchema, signal }),
    staleTime: 15_000,
    refetchInterval: (query) => (query.state.data?.pausedSince ? 15_000 : false),
  });
