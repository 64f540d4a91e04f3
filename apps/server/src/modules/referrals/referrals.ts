import type { Referrals, ReferredStatus } from '@repasse/core/contract/affiliates';
import { referralEnd } from '@repasse/core/fees/affiliate';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import { randomBase62 } from '../../lib/tokens.ts';
import { currentPlatformSettings } from '../fees/current.ts';

/** The cookie that remembers the first referral link a visitor followed, for 30 days. */
export const referralCookie = 'rp_ref';
export const referralCookieDays = 30;

/** The user's referral code, made the first time it is asked for. */
export async function referralCodeOf(db: DbOrTx, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .select({ code: users.referralCode })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.code) return row.code;
    try {
      await db
        .update(users)
        .set({ referralCode: randomBase62(8) })
        .where(and(eq(users.id, userId), isNull(users.referralCode)));
    } catch (error) {
      // Another user drew the same code: draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('no referral code could be drawn');
}

/** The seller a referral code names, if any. */
export async function referrerOf(db: DbOrTx, code: string | null | undefined) {
  if (!code || !/^[A-Za-z0-9]{6,20}$/.test(code)) return null;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.referralCode, code));
  return row?.id ?? null;
}

type ReferredRow = {
  id: string;
  trade_name: string;
  created_at: string | Date;
  document_status: string;
  sales: string | number;
  earned: string | number;
};

const statusOf = (row: ReferredRow): ReferredStatus =>
  Number(row.sales) > 0
    ? 'selling'
    : row.document_status === 'validate'
      ? 'verified'
      : 'registered';

/**
 * /refer: the caller's link and terms, the sellers they referred with their status and what each
 * earned them, and earnings by São Paulo month — from the sales themselves, net of what refunds
 * and chargebacks took back (the ledger's referral movements on the caller's accounts).
 */
export async function referralsOf(app: FastifyInstance, userId: string): Promise<Referrals> {
  const code = await referralCodeOf(app.db, userId);
  const settings = await currentPlatformSettings(app);
  // What refunds and chargebacks took back is the referral's share of what went back to the
  // buyer, on the running total exactly as computeRefund moves it (half up, as round() does).
  const earnedBySale = sql`
    select t.id, t.seller_id, t.paid_at,
      t.referral_share - round(t.referral_share::numeric * t.refunded_amount / t.buyer_total)
        as amount
    from transactions t
    where t.referrer_id = ${userId} and t.livemode and t.paid_at is not null`;
  const referred = rowsOf<ReferredRow>(
    await app.db.execute(sql`
      with earned as (${earnedBySale})
      select u.id, u.trade_name, u.created_at, u.document_status,
        (select count(*) from transactions t
          where t.seller_id = u.id and t.livemode and t.paid_at is not null) as sales,
        coalesce((select sum(amount) from earned where earned.seller_id = u.id), 0) as earned
      from users u
      where u.referred_by = ${userId}
      order by u.created_at desc, u.id`),
  );
  const months = rowsOf<{ month: string; amount: string | number }>(
    await app.db.execute(sql`
      with earned as (${earnedBySale})
      select to_char(paid_at at time zone 'America/Sao_Paulo', 'YYYY-MM') as month,
        sum(amount) as amount
      from earned group by 1 order by 1`),
  );
  const [pending] = rowsOf<{ amount: string | number | null }>(
    await app.db.execute(sql`
      select sum(r.amount) as amount from transactions t
      join ledger_releases r on r.sale_reference = t.id::text and r.seller_id = ${userId}
      where t.referrer_id = ${userId} and r.released_at is null and r.cancelled_at is null`),
  );
  const earned = referred.reduce((sum, r) => sum + Number(r.earned), 0);
  return {
    code,
    link: `${app.config.publicUrl}/join/${code}`,
    terms: { percentage: settings.referralPercentage, months: settings.referralMonths },
    referred: referred.map((row) => {
      const registeredAt = new Date(row.created_at);
      return {
        id: row.id,
        name: row.trade_name,
        registeredAt: registeredAt.toISOString(),
        earnsUntil: referralEnd(registeredAt, settings.referralMonths).toISOString(),
        status: statusOf(row),
        earned: Number(row.earned),
      };
    }),
    byMonth: months.map((m) => ({ month: m.month, amount: Number(m.amount) })),
    totals: { earned, pending: Number(pending?.amount ?? 0) },
  };
}
