import { and, count, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

/** Failed logins allowed in the window before further attempts are refused. */
export const loginLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perIp: 20,
} as const;

export async function isLoginThrottled(
  db: DbOrTx,
  clock: Clock,
  email: string,
  ip: string | null,
): Promise<boolean> {
  const since = new Date(clock.now().getTime() - loginLimits.windowMs);
  const failedSince = and(eq(loginAttempts.succeeded, false), gt(loginAttempts.createdAt, since));
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
  attempt: { email: string; ip: string | null; succeeded: boolean },
): Promise<void> {
  await db.insert(loginAttempts).values({ ...attempt, createdAt: clock.now() });
}
