import type { registerRequestSchema, SessionUser } from '@repasse/core/contract/auth';
import { normalizeDocument, onlyDigits } from '@repasse/core/documents/normalize';
import { formatPostalCode } from '@repasse/core/documents/postal-code';
import type { Locale } from '@repasse/core/i18n/locale';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema.ts';
import { AppError, conflict } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { isLoginThrottled, recordLoginAttempt } from './login-throttle.ts';
import { createSession, toSessionUser } from './sessions.ts';

type Registration = z.output<typeof registerRequestSchema>;

export async function registerSeller(
  db: DbOrTx,
  input: Registration,
  locale: Locale = 'pt-BR',
): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        role: 'seller',
        documentStatus: 'not_validate',
        nationality: input.nationality,
        fullName: input.fullName,
        personDocument: normalizeDocument(input.personDocument),
        companyDocument: input.companyDocument ? normalizeDocument(input.companyDocument) : null,
        phoneCountryCode: input.phoneCountryCode,
        phoneNumber: onlyDigits(input.phoneNumber),
        motherName: input.motherName,
        birthDate: input.birthDate,
        corporateName: input.corporateName || null,
        tradeName: input.tradeName,
        businessModel: input.businessModel,
        websiteUrl: input.websiteUrl,
        postalCode: formatPostalCode(input.nationality, input.postalCode),
        address: input.address,
        addressNumber: input.number,
        complement: input.complement || null,
        city: input.city,
        state: input.state,
        bank: input.bank,
        branch: input.branch,
        accountNumber: input.accountNumber,
        accountCheckDigit: input.accountCheckDigit.toUpperCase(),
        accountType: input.accountType,
        locale,
      })
      .returning();
    if (!row) throw new Error('user insert returned nothing');
    return toSessionUser(row);
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('registration.email_taken', { email: 'errors.registration.email_taken' });
    throw error;
  }
}

export async function login(
  db: DbOrTx,
  clock: Clock,
  input: { email: string; password: string },
  context: { ip: string | null; userAgent: string | null; sessionTtlMs: number },
) {
  const email = input.email.toLowerCase();
  if (await isLoginThrottled(db, clock, email, context.ip)) {
    throw new AppError('auth.rate_limited');
  }
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  await recordLoginAttempt(db, clock, { email, ip: context.ip, succeeded: valid });
  if (!user || !valid) throw new AppError('auth.invalid_credentials');
  const session = await createSession(db, clock, {
    userId: user.id,
    ttlMs: context.sessionTtlMs,
    ip: context.ip,
    userAgent: context.userAgent,
  });
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: toSessionUser(user),
  };
}
