import { z } from 'zod';
import { countries } from '../documents/country.ts';
import { roles, userDocumentStatuses } from './common.ts';

/*
 * The signed-in user, in a module of its own: every signed-in page parses `/web/me` with it as it
 * starts, and importing it from auth.ts built every registration schema there as well
 * (docs/performance.md, finding 17). auth.ts re-exports it.
 */

export const sessionUserSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    fullName: z.string(),
    role: z.enum(roles),
    documentStatus: z.enum(userDocumentStatuses),
    nationality: z.enum(countries),
  })
  .meta({ id: 'SessionUser' });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meResponseSchema = z
  .object({
    user: sessionUserSchema,
    session: z.object({
      expiresAt: z.string(),
      impersonatedBy: z.string().nullable(),
    }),
  })
  .meta({ id: 'Me' });
export type MeResponse = z.infer<typeof meResponseSchema>;
