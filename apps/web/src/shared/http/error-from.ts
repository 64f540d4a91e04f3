import { errorBodySchema } from '@repasse/core/contract/common';
import { isErrorCode } from '@repasse/core/contract/errors';
import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './api-error.ts';

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
