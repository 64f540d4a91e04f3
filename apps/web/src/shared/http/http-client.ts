import { errorBodySchema } from '@repasse/core/contract/common';
import { isErrorCode } from '@repasse/core/contract/errors';
import type { z } from 'zod';
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

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The ApiError of a failed answer: the server's code, message and fields when it sent them. */
export function errorFrom(status: number, body: unknown): ApiError {
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, fields } = parsed.data.error;
    return new ApiError(status, isErrorCode(code) ? code : `http_${status}`, message, fields);
  }
  const code = status >= 500 ? 'internal' : (`http_${status}` as const);
  const message = i18n.t(status >= 500 ? 'errors.internal' : 'common.requestFailed');
  return new ApiError(status, code, message);
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
      response = await fetch(`${baseUrl}${path}`, {
        method: options.method ?? 'GET',
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError(0, 'network', i18n.t('common.networkError'));
    }

    const body = await readJson(response);
    if (!response.ok) {
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
