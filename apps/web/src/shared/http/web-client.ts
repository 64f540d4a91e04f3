import { settings } from '../config/settings.ts';
import { readToken } from '../session/session-store.ts';
import { redirectAfterAuthFailure } from './auth-redirects.ts';
import { createHttpClient } from './http-client.ts';

/** The authenticated website (`/web`): Bearer token; 401 goes to /logout, 403 to /dashboard. */
export const webClient = createHttpClient({
  baseUrl: `${settings.apiUrl}/web`,
  getToken: readToken,
  onAuthFailure: redirectAfterAuthFailure,
});
