import type {
  AdminWithdrawal,
  AdminWithdrawalsQuery,
  Withdrawal,
  WithdrawalsQuery,
} from '@repasse/core/contract/withdrawals';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { users, withdrawalEvents, withdrawals } from '../../db/schema.ts';
import { ownerOf, type SellerRow, sellerRow } from '../../db/seller-row.ts';
import { containsPattern } from '../admin/queries.ts';
import { dayStart, nextDayStart } from '../ledger/statement.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type EventRow = typeof withdrawalEvents.$inferSelect;
type UserRow = typeof users.$inferSelect;

/**
 * The timelines of these withdrawals, read by their sellers as well as their ids (docs/scaling.md:
 * a read names the shards it needs).
 */
export async function timelinesOf(
  db: DbOrTx,
  parents: SellerRow[],
): Promise<Map<string, EventRow[]>> {
  const map = new Map<string, EventRow[]>();
  if (parents.length === 0) return map;
  const rows = await db
    .select()
    .from(withdrawalEvents)
    .where(
      and(
        inArray(
          withdrawalEvents.withdrawalId,
          parents.map((parent) => parent.id),
        ),
        inArray(withdrawalEvents.sellerId, [...new Set(parents.map((parent) => parent.sellerId))]),
      ),
    )
    .orderBy(asc(withdrawalEvents.id));
  for (const row of rows) map.set(row.withdrawalId, [...(map.get(row.withdrawalId) ?? []), row]);
  return map;
}

export function toWithdrawal(row: WithdrawalRow, events: EventRow[]): Withdrawal {
  return {
    id: row.id,
    amount: row.amount,
    fee: row.fee,
    payout: row.payout,
    status: row.status,
    type: row.type,
    pixKeyType: row.pixKeyType,
    pixKey: row.pixKey,
    description: row.description,
    rejectionReason: row.rejectionReason,
    failureReason: row.failureReason,
    requestedAt: row.requestedAt.toISOString(),
    expectedArrivalAt: row.expectedArrivalAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    timeline: events.map((event) => ({
      status: event.status,
      at: event.createdAt.toISOString(),
      actorType: event.actorType as Withdrawal['timeline'][number]['actorType'],
      note: event.note,
    })),
  };
}

export function toAdminWithdrawal(
  row: WithdrawalRow,
  events: EventRow[],
  seller: UserRow,
): AdminWithdrawal {
  return {
    ...toWithdrawal(row, events),
    notes: row.notes,
    providerReference: row.providerReference,
    seller: {
      id: seller.id,
      email: seller.email,
      fullName: seller.fullName,
      documentStatus: seller.documentStatus,
      autoWithdrawal: seller.autoWithdrawal,
    },
  };
}

export async function sellerWithdrawalRow(
  db: DbOrTx,
  sellerId: string,
  id: string,
): Promise<WithdrawalRow | undefined> {
  const [row] = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.sellerId, sellerId)));
  return row;
}

/** A withdrawal with its seller, as the admin sees it. */
/** The seller of a withdrawal named by its id alone (an admin's, a provider's): read across sellers. */
export const withdrawalOwner = (db: DbOrTx, id: string) => ownerOf(db, withdrawals, id);

/** By the id alone when the seller is not known yet (an admin opening one), else by both. */
export async function withdrawalWithSeller(
  db: DbOrTx,
  key: string | SellerRow,
): Promise<{ w: WithdrawalRow; u: UserRow } | undefined> {
  const [row] = await db
    .select({ w: withdrawals, u: users })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.sellerId))
    .where(typeof key === 'string' ? eq(withdrawals.id, key) : sellerRow(withdrawals, key));
  return row;
}

/** Requested within these São Paulo days (either end may be open). */
function requestedWithin(query: { from?: string; to?: string }): SQL[] {
  const conditions: SQL[] = [];
  if (query.from) conditions.push(gte(withdrawals.requestedAt, dayStart(query.from)));
  if (query.to) conditions.push(lt(withdrawals.requestedAt, nextDayStart(query.to)));
  return conditions;
}

/** One page of a seller's withdrawals, newest first. */
export async function sellerWithdrawalsPage(
  db: DbOrTx,
  sellerId: string,
  query: WithdrawalsQuery,
): Promise<{ rows: WithdrawalRow[]; total: number }> {
  const conditions: SQL[] = [eq(withdrawals.sellerId, sellerId)];
  if (query.status) conditions.push(eq(withdrawals.status, query.status));
  conditions.push(...requestedWithin(query));
  const where = and(...conditions);
  const rows = await paginate(
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
      .$dynamic(),
    query,
  );
  return { rows, total: await db.$count(withdrawals, where) };
}

/**
 * One page of every seller's withdrawals matching the filters; the pending queue reads oldest
 * first (first come, first decided), the rest newest first.
 */
export async function adminWithdrawalsPage(
  db: DbOrTx,
  query: AdminWithdrawalsQuery,
): Promise<{ rows: { w: WithdrawalRow; u: UserRow }[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(withdrawals.status, query.status));
  if (query.sellerId) conditions.push(eq(withdrawals.sellerId, query.sellerId));
  conditions.push(...requestedWithin(query));
  if (query.search) {
    const match = or(
      ilike(users.email, containsPattern(query.search)),
      ilike(users.fullName, containsPattern(query.search)),
      ilike(withdrawals.pixKey, containsPattern(query.search)),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await paginate(
    db
      .select({ w: withdrawals, u: users })
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.sellerId))
      .where(where)
      .orderBy(
        query.status === 'pending' ? withdrawals.requestedAt : desc(withdrawals.requestedAt),
        withdrawals.id,
      )
      .$dynamic(),
    query,
  );
  const [total] = await db
    .select({ n: count() })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.sellerId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function writeWithdrawalNotes(
  tx: Tx,
  row: SellerRow,
  notes: string | null,
  now: Date,
) {
  await tx.update(withdrawals).set({ notes, updatedAt: now }).where(sellerRow(withdrawals, row));
}

export async function sellerUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}
