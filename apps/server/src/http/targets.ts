import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  acquirerDiscrepancies,
  awardClaims,
  kycDocuments,
  products,
  sessions,
  transactions,
  users,
  withdrawals,
} from '../db/schema.ts';
import type { Target, TargetKind } from './access.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The users owning the objects of `ids`; ids that name nothing own nothing. */
async function ownersOf(db: Db, kind: TargetKind, ids: string[]): Promise<string[]> {
  switch (kind) {
    case 'user':
      return ids;
    case 'session':
      return (
        await db.select({ id: sessions.userId }).from(sessions).where(inArray(sessions.id, ids))
      ).map((row) => row.id);
    case 'kyc_document':
      return (
        await db
          .select({ id: kycDocuments.sellerId })
          .from(kycDocuments)
          .where(inArray(kycDocuments.id, ids))
      ).map((row) => row.id);
    case 'withdrawal':
      return (
        await db
          .select({ id: withdrawals.sellerId })
          .from(withdrawals)
          .where(inArray(withdrawals.id, ids))
      ).map((row) => row.id);
    case 'transaction':
      return (
        await db
          .select({ id: transactions.sellerId })
          .from(transactions)
          .where(inArray(transactions.id, ids))
      ).map((row) => row.id);
    case 'product':
      return (
        await db.select({ id: products.sellerId }).from(products).where(inArray(products.id, ids))
      ).map((row) => row.id);
    case 'award_claim':
      return (
        await db
          .select({ id: awardClaims.sellerId })
          .from(awardClaims)
          .where(inArray(awardClaims.id, ids))
      ).map((row) => row.id);
    case 'discrepancy':
      return (
        await db
          .select({ id: transactions.sellerId })
          .from(acquirerDiscrepancies)
          .innerJoin(transactions, eq(transactions.id, acquirerDiscrepancies.transactionId))
          .where(inArray(acquirerDiscrepancies.id, ids))
      ).map((row) => row.id);
  }
}

/** The ids a request names for its declared target, as given in its params or body. */
export function targetIds(target: Target, params: unknown, body: unknown): string[] {
  const source = (target.from === 'params' ? params : body) as Record<string, unknown> | null;
  const value = source?.[target.field];
  const ids = Array.isArray(value) ? value : [value];
  return ids.filter((id): id is string => typeof id === 'string' && uuid.test(id));
}

/** True when any object named belongs to a super-admin. */
export async function targetsSuperAdmin(db: Db, kind: TargetKind, ids: string[]) {
  if (ids.length === 0) return false;
  const owners = [...new Set(await ownersOf(db, kind, ids))];
  if (owners.length === 0) return false;
  const roles = await db.select({ role: users.role }).from(users).where(inArray(users.id, owners));
  return roles.some((row) => row.role === 'super_admin');
}
