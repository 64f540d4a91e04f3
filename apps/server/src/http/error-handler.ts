import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError, errorBody } from './errors.ts';

const statusCodes: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

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
        fields[key] ??= issue.message ?? 'validation.invalid';
      }
      return reply.code(400).send(errorBody(locale, 'validation', fields));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.code(500).send(errorBody(locale, 'internal'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(errorBody(locale, statusCodes[status] ?? 'bad_request'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(locale, 'internal'));
  });
}
