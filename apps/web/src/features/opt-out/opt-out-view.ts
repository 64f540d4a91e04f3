import { isApiError } from '../../shared/http/api-error.ts';

export type OptOutView = 'loading' | 'invalid' | 'failed' | 'ask' | 'done';

type Read = { isPending: boolean; error: unknown; data?: { optedOut: boolean } | undefined };

/**
 * What the page shows: an unknown or malformed link (404, or 400 for a token of the wrong shape)
 * is no longer valid; any other failure can be retried.
 */
export function optOutView(read: Read): OptOutView {
  if (read.data) return read.data.optedOut ? 'done' : 'ask';
  if (read.isPending) return 'loading';
  if (isApiError(read.error) && (read.error.status === 404 || read.error.status === 400))
    return 'invalid';
  return 'failed';
}
