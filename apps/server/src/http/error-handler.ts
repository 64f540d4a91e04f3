import type { ErrorCode } from '@repasse/core/contract/errors';
import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL, isCents } from '@repasse/core/money/cents';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  isConcurrencyConflict,
  isDataException,
  isForeignKeyViolation,
  isUniqueViolation,
} from '../db/errors.ts';
import { AppError, errorBody, translateFieldMessage } from './errors.ts';

const statusCodes: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** Amount limits name the amount in the caller's language ("At most R$ 10,000,000.00."). */
function fieldMessage(locale: Locale, message: string, params: Record<string, unknown>): string {
  const maximum = params.maximum;
  if (message === 'validation.amountTooLarge' && typeof maximum === 'number' && isCents(maximum))
    return translateFieldMessage(locale, 'validation.amountAtMost', {
      max: formatBRL(maximum, locale),
    });
  return translateFieldMessage(locale, message);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale ?? 'en';
    if (error instanceof AppError) {
      if (error.statusCode === 429) reply.header('retry-after', '900');
      return reply
        .code(error.statusCode)
        .send(errorBody(locale, error.code, error.fields, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= fieldMessage(locale, issue.message ?? 'validation.invalid', issue.params);
      }
      const body = errorBody(locale, 'validation');
      return reply.code(400).send({ error: { ...body.error, fields } });
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.code(500).send(errorBody(locale, 'internal'));
    }
    // Safety nets: the contract and the use cases should have answered before the database did.
    if (isUniqueViolation(error) || isForeignKeyViolation(error) || isConcurrencyConflict(error)) {
      request.log.warn({ err: error }, 'concurrent write refused by the database');
      return reply.code(409).send(errorBody(locale, 'conflict'));
    }
    if (isDataException(error)) {
      request.log.error(
        { err: error },
        'input the contract let through was refused by the database',
      );
      return reply.code(400).send(errorBody(locale, 'validation'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(locale, statusCodes[status] ?? 'bad_request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(locale, 'internal'));
  });
}
