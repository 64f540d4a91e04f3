import { z } from 'zod';

/** Message keys double as zod messages: the server translates them, the web app passes them to i18next. */
export const requiredText = (max = 200) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(max, 'validation.tooLong');

export const optionalText = (max = 200) =>
  z.string({ error: 'validation.invalid' }).trim().max(max, 'validation.tooLong').nullish();

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The body of a 204 answer: none. */
export const noContentSchema = z.null();

/**
 * An Idempotency-Key header: what the client chose to name one intended operation (Stripe's
 * shape), sent again with every retry of it.
 */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'errors.idempotency.invalid_key');

export { isAdminRole, type Role, roles } from './roles.ts';

export const userDocumentStatuses = ['validate', 'not_validate', 'notApplicable'] as const;
export type UserDocumentStatus = (typeof userDocumentStatuses)[number];

const healthStates = ['ok', 'unavailable'] as const;
/** `/health`: answered with 503 when the database does not answer. */
export const healthSchema = z.object({
  status: z.enum(healthStates),
  database: z.enum(healthStates),
});
export type Health = z.infer<typeof healthSchema>;
