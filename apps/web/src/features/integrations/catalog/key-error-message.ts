import { isApiError } from '../../../shared/http/api-error.ts';
import type { TFunction } from '../../../shared/i18n/texts.ts';

/**
 * What to say under a failed key change: the server's own words when it refused for a reason the
 * seller can act on (an admin acting as the seller, the integration withdrawn meanwhile), the
 * general message otherwise (a server error, no connection).
 */
export function keyErrorMessage(t: TFunction, error: unknown, fallbackKey: string): string {
  if (isApiError(error) && (error.status === 403 || error.status === 404)) return error.message;
  return t(fallbackKey);
}
