import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUnsafeText } from './unsafe-text.ts';

/**
 * The contract's validator, preceded by one check every route shares: text PostgreSQL cannot
 * store (a NUL, a lone surrogate) in any field of the body, query or params is a 400 naming that
 * field, in the same shape as every other validation error.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  const refuseUnsafeText = validatorCompiler({
    ...routeSchema,
    schema: z.unknown().superRefine((value, ctx) => {
      const path = findUnsafeText(value);
      if (path) ctx.addIssue({ code: 'custom', path, message: 'validation.text' });
    }),
  });
  return (data) => {
    // The zod compiler answers synchronously with `{ error }` or `{ value }`.
    const refused = refuseUnsafeText(data) as { error?: unknown };
    if (refused.error) return refused as ReturnType<typeof validate>;
    return validate(data);
  };
};
