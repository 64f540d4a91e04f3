import { isApiError } from './api-error.ts';
import { redirectAfterAuthFailure } from './auth-redirects.ts';

type CallOptions = { skipAuthRedirect: true };

/**
 * For calls whose 403 is an answer to show where the user is (a role rule, something not allowed
 * while acting as a seller) rather than a reason to leave for /dashboard. A 401 still logs out.
 */
export async function forbiddenAsAnswer<T>(call: (options: CallOptions) => Promise<T>): Promise<T> {
  try {
    return await call({ skipAuthRedirect: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) redirectAfterAuthFailure(401);
    throw error;
  }
}
