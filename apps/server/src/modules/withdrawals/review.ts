import type { AdminWithdrawal, BulkApproveResponse } from '@repasse/core/contract/withdrawals';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { type Decision, decide, decideEach } from '../audit/decision.ts';
import type { AuditActor } from '../audit/record.ts';
import { adminWithdrawal } from './admin-reads.ts';
import { type WithdrawalRow, withdrawalOwner, writeWithdrawalNotes } from './queries.ts';
import { type Actor, approve, lockWithdrawal, reject } from './transitions.ts';

const targetType = 'withdrawal';

/**
 * The admin names the withdrawal alone: its seller is read first, across sellers, and the lock and
 * every statement after it name the seller (docs/scaling.md).
 */
async function lockNamed(tx: Tx, id: string): Promise<WithdrawalRow> {
  const owner = await withdrawalOwner(tx, id);
  if (!owner) throw notFound();
  return lockWithdrawal(tx, owner);
}

/** The timeline names the admin who decided. */
const adminOf = (actor: AuditActor): Actor => ({ type: 'admin', id: actor.auth?.user.id ?? null });

/** Approval sends the withdrawal to the payout queue; `after` is what the audit entry records. */
const approval = (
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  after: Record<string, unknown>,
): Decision<WithdrawalRow> => ({
  action: 'admin.withdrawal.approve',
  targetType,
  lock: (tx) => lockNamed(tx, id),
  apply: async (tx, row) => {
    await approve(app, tx, row, adminOf(actor));
    return { before: { status: row.status }, after };
  },
});

export async function approveWithdrawal(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
): Promise<AdminWithdrawal> {
  return adminWithdrawal(
    app,
    await decide(app, actor, approval(app, actor, id, { status: 'approved' })),
  );
}

/** Each approval stands alone: one already decided is reported with its code, not failed. */
export async function bulkApproveWithdrawals(
  app: FastifyInstance,
  actor: AuditActor,
  ids: readonly string[],
): Promise<BulkApproveResponse> {
  const { done, skipped } = await decideEach(ids, (id) =>
    decide(app, actor, approval(app, actor, id, { status: 'approved', bulk: true })),
  );
  return { approved: done, skipped };
}

/** Rejection returns the amount to the seller's available balance and tells them why. */
export async function rejectWithdrawal(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  reason: string,
): Promise<AdminWithdrawal> {
  const row = await decide(app, actor, {
    action: 'admin.withdrawal.reject',
    targetType,
    lock: (tx) => lockNamed(tx, id),
    apply: async (tx, row) => {
      await reject(app, tx, row, adminOf(actor), reason);
      return { before: { status: row.status }, after: { status: 'rejected', reason } };
    },
  });
  return adminWithdrawal(app, row);
}

/** Internal notes, in any status; an empty text clears them. */
export async function setWithdrawalNotes(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  notes: string,
): Promise<AdminWithdrawal> {
  const row = await decide(app, actor, {
    action: 'admin.withdrawal.notes',
    targetType,
    lock: (tx) => lockNamed(tx, id),
    apply: async (tx, row) => {
      await writeWithdrawalNotes(tx, row, notes || null, app.clock.now());
      return { before: { notes: row.notes }, after: { notes } };
    },
  });
  return adminWithdrawal(app, row);
}
