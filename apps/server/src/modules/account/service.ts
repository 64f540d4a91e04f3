import type {
  ChangePassword,
  PixKeyInput,
  UpdateBank,
  UpdateProfile,
} from '@repasse/core/contract/account';
import { countryFromDialCode } from '@repasse/core/documents/country';
import { onlyDigits } from '@repasse/core/documents/normalize';
import { isValidPhone } from '@repasse/core/documents/phone';
import { formatPostalCode, isValidPostalCode } from '@repasse/core/documents/postal-code';
import { normalizePixKey } from '@repasse/core/pix/pix-key';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isUniqueViolation } from '../../db/errors.ts';
import { sessions, users } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/record.ts';
import { isLoginThrottled, recordLoginAttempt } from '../auth/login-throttle.ts';
import { findUser, toAccount } from './queries.ts';

/**
 * Changes that matter ask for the current password again; wrong guesses are limited per account
 * and per IP exactly as logins are, so a stolen session cannot be used to find the password.
 */
async function checkPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  password: string,
) {
  const user = await findUser(app.db, userId);
  if (!user) throw notFound();
  const account = user.email.toLowerCase();
  const ip = request.ip || null;
  if (await isLoginThrottled(app.db, app.clock, account, ip, 'current_password'))
    throw new AppError('auth.rate_limited');
  const valid = await verifyPassword(user.passwordHash, password);
  await recordLoginAttempt(app.db, app.clock, {
    email: account,
    ip,
    succeeded: valid,
    purpose: 'current_password',
  });
  if (!valid)
    throw badRequest('auth.wrong_password', { currentPassword: 'errors.auth.wrong_password' });
  return user;
}

export async function updateProfile(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  input: UpdateProfile,
) {
  const user = await findUser(app.db, auth.user.id);
  if (!user) throw notFound();
  const fields: Record<string, string> = {};
  const phoneCountry = countryFromDialCode(input.phoneCountryCode);
  if (!phoneCountry) fields.phoneCountryCode = 'validation.invalid';
  else if (!isValidPhone(phoneCountry, input.phoneNumber)) fields.phoneNumber = 'validation.phone';
  if (!isValidPostalCode(user.nationality, input.postalCode))
    fields.postalCode = 'validation.postalCode';
  if (Object.keys(fields).length) throw badRequest('validation', fields);
  const values = {
    phoneCountryCode: input.phoneCountryCode,
    phoneNumber: onlyDigits(input.phoneNumber),
    tradeName: input.tradeName,
    businessModel: input.businessModel,
    websiteUrl: input.websiteUrl,
    postalCode: formatPostalCode(user.nationality, input.postalCode),
    address: input.address,
    addressNumber: input.number,
    complement: input.complement || null,
    city: input.city,
    state: input.state,
    updatedAt: app.clock.now(),
  };
  return app.db.transaction(async (tx) => {
    const [row] = await tx.update(users).set(values).where(eq(users.id, user.id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, app.clock, request, {
      action: 'account.profile_update',
      targetType: 'user',
      targetId: user.id,
      before: pick(toAccount(user), Object.keys(values)),
      after: pick(toAccount(row), Object.keys(values)),
    });
    return toAccount(row);
  });
}

function pick(account: Record<string, unknown>, keys: string[]) {
  return Object.fromEntries(keys.filter((k) => k in account).map((k) => [k, account[k]]));
}

export async function updateBank(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  input: UpdateBank,
) {
  const user = await checkPassword(app, request, auth.user.id, input.currentPassword);
  const values = {
    bank: input.bank,
    branch: input.branch,
    accountNumber: input.accountNumber,
    accountCheckDigit: input.accountCheckDigit.toUpperCase(),
    accountType: input.accountType,
  };
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...values, updatedAt: app.clock.now() })
      .where(eq(users.id, user.id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, app.clock, request, {
      action: 'account.bank_update',
      targetType: 'user',
      targetId: user.id,
      before: {
        bank: user.bank,
        branch: user.branch,
        accountNumber: user.accountNumber,
        accountType: user.accountType,
      },
      after: values,
    });
    return toAccount(row);
  });
}

export async function updateEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  input: { currentPassword: string; email: string },
) {
  const user = await checkPassword(app, request, auth.user.id, input.currentPassword);
  try {
    return await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ email: input.email, updatedAt: app.clock.now() })
        .where(eq(users.id, user.id))
        .returning();
      if (!row) throw notFound();
      await recordAudit(tx, app.clock, request, {
        action: 'account.email_update',
        targetType: 'user',
        targetId: user.id,
        before: { email: user.email },
        after: { email: row.email },
      });
      return toAccount(row);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('registration.email_taken', { email: 'errors.registration.email_taken' });
    throw error;
  }
}

/** A new password ends every other session of the user: whoever else held one is logged out. */
export async function changePassword(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  input: ChangePassword,
) {
  const user = await checkPassword(app, request, auth.user.id, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: app.clock.now() })
      .where(eq(users.id, user.id));
    const revoked = await tx
      .update(sessions)
      .set({ revokedAt: app.clock.now() })
      .where(
        and(
          eq(sessions.userId, user.id),
          ne(sessions.id, auth.session.id),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    await recordAudit(tx, app.clock, request, {
      action: 'account.password_change',
      targetType: 'user',
      targetId: user.id,
      after: { revokedSessions: revoked.length },
    });
  });
}

export async function setPixKey(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  input: PixKeyInput,
) {
  const key = normalizePixKey(input.type, input.key);
  return app.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ type: users.pixKeyType, key: users.pixKey })
      .from(users)
      .where(eq(users.id, auth.user.id))
      .for('update');
    const now = app.clock.now();
    const [row] = await tx
      .update(users)
      .set({ pixKeyType: input.type, pixKey: key, pixKeyUpdatedAt: now, updatedAt: now })
      .where(eq(users.id, auth.user.id))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, app.clock, request, {
      action: 'settings.pix_key_update',
      targetType: 'user',
      targetId: auth.user.id,
      before: before ?? null,
      after: { type: input.type, key },
    });
    return { type: input.type, key, updatedAt: now.toISOString() };
  });
}

export async function revokeOwnSession(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  sessionId: string,
) {
  await app.db.transaction(async (tx) => {
    const [row] = await tx
      .update(sessions)
      .set({ revokedAt: app.clock.now() })
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.userId, auth.user.id),
          isNull(sessions.revokedAt),
        ),
      )
      .returning({ id: sessions.id });
    // Another user's session answers exactly like a missing one.
    if (!row) throw notFound();
    await recordAudit(tx, app.clock, request, {
      action: 'session.revoke_own',
      targetType: 'session',
      targetId: sessionId,
    });
  });
}
