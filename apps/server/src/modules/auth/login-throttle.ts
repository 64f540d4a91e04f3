import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * What a password is being checked for. Each purpose has its own counts, so a seller locked out of
 * changing their bank account by someone guessing in their session can still log in elsewhere.
 */
export type PasswordPurpose = 'login' | 'current_password';

/** Failed checks allowed in the window before further attempts are refused. */
export const loginLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perIp: 20,
} as const;

/** True once the account or the IP failed too often; kept in the database so every API process agrees. */
export async function isLoginThrottled(
  db: DbOrTx,
  clock: Clock,
  email: string,
  ip: string | null,
  purpose: PasswordPurpose = 'login',
): Promise<boolean> {
  const since = new Date(clock.now().getTime() - loginLimits.windowMs);
  const failedSince = and(
    eq(loginAttempts.purpose, purpose),
    eq(loginAttempts.succeeded, false),
    gt(loginAttempts.createdAt, since),
  );
  const [byAccount] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(failedSince, eq(loginAttempts.email, email)));
  if ((byAccount?.n ?? 0) >= loginLimits.perAccount) return true;
  if (!ip) return false;
  const [byIp] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(failedSince, eq(loginAttempts.ip, ip)));
  return (byIp?.n ?? 0) >= loginLimits.perIp;
}

export async function recordLoginAttempt(
  db: DbOrTx,
  clock: Clock,
  attempt: { email: string; ip: string | null; succeeded: boolean; purpose?: PasswordPurpose },
): Promise<void> {
  await db.insert(loginAttempts).values({
    ...attempt,
    purpose: attempt.purpose ?? 'login',
    createdAt: clock.now(),
  });
}
