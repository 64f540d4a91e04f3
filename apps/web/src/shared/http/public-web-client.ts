import { settings } from '../config/settings.ts';
import { createHttpClient } from './http-client.ts';

/** The public website (`/web/public`): registration, login, checkout pages. Never sends a token. */
export const publicWebClient = createHttpClient({ baseUrl: `${settings.apiUrl}/web/public` });
