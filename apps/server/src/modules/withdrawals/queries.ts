import type { AdminWithdrawal, Withdrawal } from '@repasse/core/contract/withdrawals';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { type users, withdrawalEvents, type withdrawals } from '../../db/schema.ts';

export type WithdrawalRow = typeof withdrawals.$inferSelect;
type EventRow = typeof withdrawalEvents.$inferSelect;

export async function timelinesOf(db: DbOrTx, ids: string[]): Promise<Map<string, EventRow[]>> {
  const map = new Map<string, EventRow[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select()
    .from(withdrawalEvents)
    .where(inArray(withdrawalEvents.withdrawalId, ids))
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
  seller: typeof users.$inferSelect,
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
