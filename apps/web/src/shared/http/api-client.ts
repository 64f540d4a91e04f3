import { settings } from '../config/settings.ts';
import { createHttpClient } from './http-client.ts';

/** The API root (`/v1`), the surface sellers' own systems call with their secret key. */
export const apiClient = createHttpClient({ baseUrl: `${settings.apiUrl}/v1` });
