import type { ErrorCode } from '@repasse/core/contract/errors';

/** The server's codes (its catalogue), and what the client says when it got no usable answer. */
export type ApiErrorCode = ErrorCode | 'network' | 'invalid_response' | `http_${number}`;

/** Any failed call: `status` 0 means the server could not be reached. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields: Record<string, string>;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  get isServerError(): boolean {
    return this.status >= 500;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * Whether a refusal means "go away" (401: log out; 403: not your screen) rather than an answer to
 * show where the user is. Acting as a seller, an admin is refused money and credential changes:
 * the form says so instead of bouncing to the dashboard.
 */
export const redirectsOnRefusal = (error: ApiError): boolean =>
  error.status === 401 || (error.status === 403 && error.code !== 'impersonation.forbidden_action');
