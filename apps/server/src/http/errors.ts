import type { ErrorBody } from '@repasse/core/contract/common';
import {
  type ErrorCode,
  type ErrorCodeWith,
  errorCatalogue,
  errorMessageKey,
} from '@repasse/core/contract/errors';
import type { Locale } from '@repasse/core/i18n/locale';
import { hasMessage, translate } from '@repasse/core/i18n/messages';
import { formatBRL } from '@repasse/core/money/cents';

/** A message parameter: text, a number, or centavos shown as R$ in the caller's language. */
export type MessageParam = string | number | { cents: number };
export type MessageParams = Record<string, MessageParam>;

/**
 * A refusal the caller can act on. `code` comes from the catalogue, which also fixes the HTTP
 * status; its message is `errors.<code>` in the shared locales.
 */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly fields?: Record<string, string>,
    readonly params: MessageParams = {},
  ) {
    super(code);
    this.statusCode = errorCatalogue[code];
  }
}

/** The refusal also names the field at fault, with the same message. */
export const fieldError = (code: ErrorCode, field: string, params: MessageParams = {}) =>
  new AppError(code, { [field]: errorMessageKey(code) }, params);

const formatParams = (locale: Locale, params: MessageParams) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? formatBRL(value.cents, locale) : value,
    ]),
  );

export const badRequest = (code: ErrorCodeWith<400>, fields?: Record<string, string>) =>
  new AppError(code, fields);
export const unauthorized = () => new AppError('unauthorized');
export const forbidden = (code: ErrorCodeWith<403> = 'forbidden') => new AppError(code);
export const notFound = (code: ErrorCodeWith<404> = 'not_found') => new AppError(code);
export const conflict = (code: ErrorCodeWith<409>, fields?: Record<string, string>) =>
  new AppError(code, fields);

/** Field messages are message keys (e.g. `validation.cpf`); anything else becomes a generic invalid. */
export function translateFieldMessage(
  locale: Locale,
  message: string,
  params: Record<string, string | number> = {},
): string {
  return translate(locale, hasMessage(message) ? message : 'validation.invalid', params);
}

export function errorBody(
  locale: Locale,
  code: ErrorCode,
  fields?: Record<string, string>,
  params: MessageParams = {},
): ErrorBody {
  const values = formatParams(locale, params);
  const message = translate(locale, errorMessageKey(code), values);
  const translatedFields = fields
    ? Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [
          key,
          translateFieldMessage(locale, value, values),
        ]),
      )
    : undefined;
  return { error: { code, message, ...(translatedFields ? { fields: translatedFields } : {}) } };
}
