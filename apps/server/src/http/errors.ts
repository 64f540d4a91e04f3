import type { ErrorBody } from '@repasse/core/contract/common';
import type { Locale } from '@repasse/core/i18n/locale';
import { hasMessage, translate } from '@repasse/core/i18n/messages';
import { formatBRL } from '@repasse/core/money/cents';

/** A message parameter: text, a number, or centavos shown as R$ in the caller's language. */
export type MessageParam = string | number | { cents: number };
export type MessageParams = Record<string, MessageParam>;

/** A refusal the caller can act on; `code` names a message under `errors.` in the shared catalogue. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly fields?: Record<string, string>,
    readonly params: MessageParams = {},
  ) {
    super(code);
  }
}

const formatParams = (locale: Locale, params: MessageParams) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'object' ? formatBRL(value.cents, locale) : value,
    ]),
  );

export const badRequest = (code: string, fields?: Record<string, string>) =>
  new AppError(400, code, fields);
export const unauthorized = () => new AppError(401, 'unauthorized');
export const forbidden = (code = 'forbidden') => new AppError(403, code);
export const notFound = (code = 'not_found') => new AppError(404, code);
export const conflict = (code: string, fields?: Record<string, string>) =>
  new AppError(409, code, fields);

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
  code: string,
  fields?: Record<string, string>,
  params: MessageParams = {},
): ErrorBody {
  const values = formatParams(locale, params);
  const message = translate(
    locale,
    hasMessage(`errors.${code}`) ? `errors.${code}` : 'errors.internal',
    values,
  );
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
