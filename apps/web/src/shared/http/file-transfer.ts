import type { z } from 'zod';
import { currentLocale, i18n } from '../i18n/i18n.ts';
import { ApiError, redirectsOnRefusal } from './api-error.ts';
import { errorFrom } from './error-from.ts';
import type { HttpClientOptions } from './http-client.ts';

export type UploadOptions<T> = {
  method?: 'PUT' | 'POST';
  /** Name of the multipart field; `file` unless told. */
  field?: string;
  /** Validates and types the answer. */
  schema?: z.ZodType<T>;
  /** Called with 0–100 as the body is sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

export type FileUploader = <T = unknown>(
  path: string,
  file: File,
  options?: UploadOptions<T>,
) => Promise<T>;

export type FileFetcher = (path: string, signal?: AbortSignal) => Promise<Blob>;

const networkError = () => new ApiError(0, 'network', i18n.t('common.networkError'));

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Multipart uploads with progress: fetch cannot report upload progress, XMLHttpRequest can.
 * Same headers, errors and 401/403 handling as the JSON clients of createHttpClient.
 */
export function createUploader({
  baseUrl,
  getToken,
  onAuthFailure,
}: HttpClientOptions): FileUploader {
  return <T>(path: string, file: File, options: UploadOptions<T> = {}) =>
    new Promise<T>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(options.method ?? 'PUT', `${baseUrl}${path}`);
      xhr.setRequestHeader('accept', 'application/json');
      xhr.setRequestHeader('accept-language', currentLocale());
      const token = getToken?.();
      if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) {
          options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
        }
      };
      xhr.onerror = () => reject(networkError());
      xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
      xhr.onload = () => {
        const body = parseJson(xhr.responseText);
        if (xhr.status < 200 || xhr.status >= 300) {
          const error = errorFrom(xhr.status, body);
          if (redirectsOnRefusal(error)) onAuthFailure?.(xhr.status);
          reject(error);
          return;
        }
        options.onProgress?.(100);
        if (!options.schema) {
          resolve(body as T);
          return;
        }
        const parsed = options.schema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'invalid_response', i18n.t('errors.internal')));
      };
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

      const form = new FormData();
      form.append(options.field ?? 'file', file, file.name);
      xhr.send(form);
    });
}

/** Downloads a file behind the Bearer token (an <img src> could not send it). */
export function createFileFetcher({
  baseUrl,
  getToken,
  onAuthFailure,
}: HttpClientOptions): FileFetcher {
  return async (path, signal) => {
    const headers: Record<string, string> = { 'accept-language': currentLocale() };
    const token = getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, { headers, signal });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw networkError();
    }
    if (!response.ok) {
      const error = errorFrom(response.status, parseJson(await response.text()));
      if (redirectsOnRefusal(error)) onAuthFailure?.(response.status);
      throw error;
    }
    return response.blob();
  };
}
