import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema.ts';
import { chargeWhere, type SandboxChargeRow } from './sandbox-rows.ts';

export type SandboxActionRefusal = 'not_found' | 'not_allowed' | 'expired';

/** A sandbox tool (simulate payment, chargeback, protest) asked for something the charge cannot do. */
export class SandboxActionError extends Error {
  constructor(
    readonly code: SandboxActionRefusal,
    message: string = code,
  ) {
    super(message);
  }
}

type Transition = { from: readonly string[]; to: string; methods?: readonly string[] };

export const sandboxTransitions = {
  payment: { from: ['pending'], to: 'paid', methods: ['pix', 'boleto'] },
  chargeback: { from: ['paid', 'in_protest', 'protest_won'], to: 'chargeback' },
  protest: { from: ['paid'], to: 'in_protest' },
  protestWon: { from: ['in_protest'], to: 'protest_won' },
} as const satisfies Record<string, Transition>;

/**
 * Moves one charge to the transition's status and marks its webhook as being sent, under a row
 * lock; the caller delivers it once this committed. A Pix past its expiry cannot be paid any more
 * (`settleDue` expires it).
 */
export function applyTransition(
  db: Db,
  acquirerId: string,
  acquirerReference: string,
  transition: Transition,
  now: Date,
): Promise<SandboxChargeRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sandboxCharges)
      .where(chargeWhere(acquirerId, acquirerReference))
      .for('update');
    if (!row || (transition.methods && !transition.methods.includes(row.method)))
      throw new SandboxActionError('not_found', `No such sandbox charge: ${acquirerReference}`);
    if (!transition.from.includes(row.status))
      throw new SandboxActionError('not_allowed', `The charge is ${row.status}`);
    if (transition.to === 'paid' && row.method === 'pix' && row.expiresAt && row.expiresAt <= now)
      throw new SandboxActionError('expired', 'The Pix QR code has expired');
    const updated = { ...row, status: transition.to, webhookSentAt: now };
    await tx
      .update(sandboxCharges)
      .set({ status: updated.status, webhookSentAt: now })
      .where(eq(sandboxCharges.reference, row.reference));
    return updated;
  });
}
