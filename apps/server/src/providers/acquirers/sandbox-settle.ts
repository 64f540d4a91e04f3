import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema.ts';
import type { SandboxSender } from './sandbox-delivery.ts';
import { type SandboxChargeRow, webhookStatuses } from './sandbox-rows.ts';

const batchSize = 100;

type Claim = { db: Db; acquirerId: string; now: Date; autoPay: boolean };

/** Paid if demo mode reached its pay time first; a Pix whose QR code ran out first expired. */
function settledStatus(row: SandboxChargeRow, { now, autoPay }: Claim): string {
  const expiresAt = row.method === 'pix' ? row.expiresAt : null;
  const payAt = autoPay ? row.autoPayAt : null;
  if (payAt && payAt <= now && (!expiresAt || payAt < expiresAt)) return 'paid';
  return 'expired';
}

/** Claims due rows in one transaction, skipping rows another worker holds. */
async function claimDue(claim: Claim): Promise<SandboxChargeRow[]> {
  const { db, acquirerId, now, autoPay } = claim;
  return db.transaction(async (tx) => {
    const pendingDue = and(
      eq(sandboxCharges.status, 'pending'),
      or(
        and(eq(sandboxCharges.method, 'pix'), lte(sandboxCharges.expiresAt, now)),
        autoPay ? lte(sandboxCharges.autoPayAt, now) : undefined,
      ),
    );
    const owed = and(
      isNull(sandboxCharges.webhookSentAt),
      inArray(sandboxCharges.status, webhookStatuses),
    );
    const due = await tx
      .select()
      .from(sandboxCharges)
      .where(
        // Refund rows are never pending, so only their owed notices are picked up.
        and(eq(sandboxCharges.acquirerId, acquirerId), or(pendingDue, owed)),
      )
      .orderBy(asc(sandboxCharges.createdAt))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed: SandboxChargeRow[] = [];
    for (const row of due) {
      const status = row.status === 'pending' ? settledStatus(row, claim) : row.status;
      // Marked sent inside the claim so a concurrent run skips it; a failed delivery clears it.
      await tx
        .update(sandboxCharges)
        .set({ status, webhookSentAt: now })
        .where(eq(sandboxCharges.reference, row.reference));
      claimed.push({ ...row, status, webhookSentAt: now });
    }
    return claimed;
  });
}

/**
 * Pays (demo mode) or expires what is due and delivers every owed webhook after the claim
 * committed; returns how many rows it settled or re-sent.
 */
export async function settleSandboxCharges(
  claim: Omit<Claim, 'now'> & { now: () => Date },
  send: SandboxSender,
): Promise<number> {
  let settled = 0;
  for (;;) {
    const claimed = await claimDue({ ...claim, now: claim.now() });
    let failures = 0;
    for (const row of claimed) if (!(await send(row))) failures += 1;
    settled += claimed.length;
    if (claimed.length < batchSize || failures > 0) return settled;
  }
}
