import type {
  Account,
  ChangePassword,
  PixKeyInput,
  PixKeyResponse,
  UpdateBank,
  UpdateEmail,
  UpdateProfile,
} from '@repasse/core/contract/account';
import { countryFromDialCode } from '@repasse/core/documents/country';
import { onlyDigits } from '@repasse/core/documents/normalize';
import { isValidPhone } from '@repasse/core/documents/phone';
import { formatPostalCode, isValidPostalCode } from '@repasse/core/documents/postal-code';
import { normalizePixKey } from '@repasse/core/pix/pix-key';
import type { FastifyInstance } from 'fastify';
import { onUniqueViolation } from '../../db/errors.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { recordAudit } from '../audit/record.ts';
import { isLoginThrottled, recordLoginAttempt } from '../auth/login-throttle.ts';
import {
  findUser,
  lockPixKey,
  revokeOtherSessions,
  revokeSessionOf,
  toAccount,
  updateUser,
} from './queries.ts';

/** The logged-in user changing their own account, and where from (for the audit and limits). */
export type Owner = { auth: AuthContext; ip: string };

/**
 * Changes that matter ask for the current password again; wrong guesses are limited per account
 * and per IP exactly as logins are, so a stolen session cannot be used to find the password.
 */
async function checkPassword(app: FastifyInstance, owner: Owner, password: string) {
  const user = await findUser(app.db, owner.auth.user.id);
  if (!user) throw notFound();
  const account = user.email.toLowerCase();
  const ip = owner.ip || null;
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
  owner: Owner,
  input: UpdateProfile,
): Promise<Account> {
  const user = await findUser(app.db, owner.auth.user.id);
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
    const row = await updateUser(tx, user.id, values);
    if (!row) throw notFound();
    await recordAudit(tx, app.clock, owner, {
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
  owner: Owner,
  input: UpdateBank,
): Promise<Account> {
  const user = await checkPassword(app, owner, input.currentPassword);
  const values = {
    bank: input.bank,
    branch: input.branch,
    accountNumber: input.accountNumber,
    accountCheckDigit: input.accountCheckDigit.toUpperCase(),
    accountType: input.accountType,
  };
  return app.db.transaction(async (tx) => {
    const row = await updateUser(tx, user.id, { ...values, updatedAt: app.clock.now() });
    if (!row) throw notFound();
    await recordAudit(tx, app.clock, owner, {
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
  owner: Owner,
  input: UpdateEmail,
): Promise<Account> {
  const user = await checkPassword(app, owner, input.currentPassword);
  return onUniqueViolation(
    () =>
      app.db.transaction(async (tx) => {
        const row = await updateUser(tx, user.id, {
          email: input.email,
          updatedAt: app.clock.now(),
        });
        if (!row) throw notFound();
        await recordAudit(tx, app.clock, owner, {
          action: 'account.email_update',
          targetType: 'user',
          targetId: user.id,
          before: { email: user.email },
          after: { email: row.email },
        });
        return toAccount(row);
      }),
    () => conflict('registration.email_taken', { email: 'errors.registration.email_taken' }),
  );
}

/** A new password ends every other session of the user: whoever else held one is logged out. */
export async function changePassword(
  app: FastifyInstance,
  owner: Owner,
  input: ChangePassword,
): Promise<void> {
  const user = await checkPassword(app, owner, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await app.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: app.clock.now() });
    const revokedSessions = await revokeOtherSessions(
      tx,
      user.id,
      owner.auth.session.id,
      app.clock.now(),
    );
    await recordAudit(tx, app.clock, owner, {
      action: 'account.password_change',
      targetType: 'user',
      targetId: user.id,
      after: { revokedSessions },
    });
  });
}

export async function setPixKey(
  app: FastifyInstance,
  owner: Owner,
  input: PixKeyInput,
): Promise<PixKeyResponse> {
  const userId = owner.auth.user.id;
  const key = normalizePixKey(input.type, input.key);
  return app.db.transaction(async (tx) => {
    const before = await lockPixKey(tx, userId);
    const now = app.clock.now();
    const row = await updateUser(tx, userId, {
      pixKeyType: input.type,
      pixKey: key,
      pixKeyUpdatedAt: now,
      updatedAt: now,
    });
    if (!row) throw notFound();
    await recordAudit(tx, app.clock, owner, {
      action: 'settings.pix_key_update',
      targetType: 'user',
      targetId: userId,
      before: before ?? null,
      after: { type: input.type, key },
    });
    return { pixKey: { type: input.type, key, updatedAt: now.toISOString() } };
  });
}

export async function revokeOwnSession(
  app: FastifyInstance,
  owner: Owner,
  sessionId: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    // Another user's session answers exactly like a missing one.
    if (!(await revokeSessionOf(tx, owner.auth.user.id, sessionId, app.clock.now())))
      throw notFound();
    await recordAudit(tx, app.clock, owner, {
      action: 'session.revoke_own',
      targetType: 'session',
      targetId: sessionId,
    });
  });
}
