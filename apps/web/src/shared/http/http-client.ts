import type { z } from 'zod';
import { loadChunk } from '../../app/chunk-reload.ts';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { ApiError, redirectsOnRefusal } from './api-error.ts';

export type HttpClientOptions = {
  /** Absolute or same-origin base, e.g. `/web/public`. */
  baseUrl: string;
  /** Returns the bearer token to send, if any. */
  getToken?: () => string | null;
  /** Called with the status of a 401 or 403 answer, unless the call opts out. */
  onAuthFailure?: (status: number) => void;
};

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates and types the answer. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Skip the 401/403 redirect (e.g. the logout call itself). */
  skipAuthRedirect?: boolean;
};

export type HttpClient = {
  baseUrl: string;
  request<T = unknown>(path: string, options?: RequestOptions<T>): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<RequestOptions<T>, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions<T>, 'method' | 'body'>,
  ): Promise<T>;
};

/**
 * Early answers older than this are not used: a page that never asked for one (a redirect, say)
 * must not show it when the user gets there later. The queries that use them count data as fresh
 * for 10 to 60 seconds.
 */
const earlyAnswerMaxAgeMs = 10_000;

/**
 * The answer to a request index.html's inline script sent with the page (the signed-in user, a
 * checkout's product, the dashboard's figures), so that what the page draws first arrives with its
 * scripts rather than after them. Used once, and only by the same GET with the same token, while
 * it is recent.
 */
function takeEarlyAnswer(url: string, token: string | null): Promise<Response> | undefined {
  if (typeof window !== 'undefined') window.__sendEarly?.();
  const early = typeof window === 'undefined' ? undefined : window.__early?.[url];
  if (!early) return undefined;
  delete window.__early?.[url];
  if (Date.now() - early.at > earlyAnswerMaxAgeMs) return undefined;
  return early.token === token ? early.answer : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function createHttpClient({ baseUrl, getToken, onAuthFailure }: HttpClientOptions) {
  async function request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'accept-language': currentLocale(),
      ...options.headers,
    };
    const token = getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      const url = `${baseUrl}${path}`;
      const early =
        (options.method ?? 'GET') === 'GET' ? takeEarlyAnswer(url, token ?? null) : undefined;
      response = await (early ??
        fetch(url, {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
          signal: options.signal,
        }));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network', i18n.t('common.networkError'));
    }

    const body = await readJson(response);
    if (!response.ok) {
      // The error body's schema loads with the first failure: pages start without zod (login).
      const { errorFrom } = await loadChunk(() => import('./error-from.ts'));
      const error = errorFrom(response.status, body);
      if (redirectsOnRefusal(error) && !options.skipAuthRedirect) onAuthFailure?.(response.status);
      throw error;
    }
    if (!options.schema) return body as T;
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      throw new ApiError(response.status, 'invalid_response', i18n.t('errors.internal'));
    }
    return parsed.data;
  }

  const client: HttpClient = {
    baseUrl,
    request,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
  };
  return client;
}
