import type {
  Credentials,
  LoginResponse,
  MeResponse,
  Registration,
  SessionUser,
} from '@repasse/core/contract/auth';
import { normalizeDocument, onlyDigits } from '@repasse/core/documents/normalize';
import { formatPostalCode } from '@repasse/core/documents/postal-code';
import type { Locale } from '@repasse/core/i18n/locale';
import type { FastifyInstance } from 'fastify';
import { onUniqueViolation } from '../../db/errors.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, conflict } from '../../http/errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/password.ts';
import { assertRegistrationsOpen } from '../platform-switches/switches.ts';
import { referrerOf } from '../referrals/referrals.ts';
import { isLoginThrottled, recordLoginAttempt } from './login-throttle.ts';
import { insertUser, userByEmail } from './queries.ts';
import type { SessionClient } from './session-client.ts';
import { createSession, revokeSession, toSessionUser } from './sessions.ts';

/** A new seller, documents not yet validated; the unique email index is the real guard. */
export async function registerSeller(
  app: FastifyInstance,
  input: Registration,
  locale: Locale = 'pt-BR',
  referralCookie: string | null = null,
): Promise<SessionUser> {
  await assertRegistrationsOpen(app);
  const passwordHash = await hashPassword(input.password);
  // First touch: the link followed first (its cookie) wins over the code the page carried.
  const referredBy =
    (await referrerOf(app.db, referralCookie)) ?? (await referrerOf(app.db, input.referralCode));
  const row = await onUniqueViolation(
    () =>
      insertUser(app.db, {
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
        referredBy,
      }),
    () => conflict('registration.email_taken', { email: 'errors.registration.email_taken' }),
  );
  return toSessionUser(row);
}

/**
 * An unknown email costs the same password check as a known one, and both answer alike, so the
 * answer does not tell which emails have accounts.
 */
export async function login(
  app: FastifyInstance,
  input: Credentials,
  client: SessionClient,
): Promise<LoginResponse> {
  const email = input.email.toLowerCase();
  if (await isLoginThrottled(app.db, app.clock, email, client.ip)) {
    throw new AppError('auth.rate_limited');
  }
  const user = await userByEmail(app.db, email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  await recordLoginAttempt(app.db, app.clock, { email, ip: client.ip, succeeded: valid });
  if (!user || !valid) throw new AppError('auth.invalid_credentials');
  const session = await createSession(app.db, app.clock, {
    userId: user.id,
    ttlMs: app.config.sessionTtlHours * 60 * 60 * 1000,
    ...client,
  });
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: toSessionUser(user),
  };
}

/** Ends the session; the device it registered for push stops receiving the user's pushes. */
export const logout = (app: FastifyInstance, auth: AuthContext) =>
  app.db.transaction((tx) => revokeSession(tx, app.clock, auth.session.id));

export const meOf = (auth: AuthContext): MeResponse => ({
  user: auth.user,
  session: {
    expiresAt: auth.session.expiresAt.toISOString(),
    impersonatedBy: auth.session.impersonatorId,
  },
});
