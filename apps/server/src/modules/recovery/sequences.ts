import type {
  RecoverySequence,
  RecoverySequenceInput,
  RecoverySequences,
} from '@repasse/core/contract/recovery-outreach';
import { type RecoveryEvent, recoveryEvents } from '@repasse/core/states/recovery';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { recoverySequences } from '../../db/schema.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { defaultSequences } from './default-sequences.ts';

type SequenceRow = typeof recoverySequences.$inferSelect;

function toSequence(event: RecoveryEvent, row: SequenceRow | undefined): RecoverySequence {
  if (!row)
    return {
      event,
      enabled: false,
      steps: defaultSequences[event],
      isDefault: true,
      updatedAt: null,
    };
  return {
    event,
    enabled: row.enabled,
    steps: row.steps,
    isDefault: false,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The seller's sequence for one event: theirs, or the defaults switched off. */
export async function sequenceOf(
  db: DbOrTx,
  sellerId: string,
  event: RecoveryEvent,
): Promise<RecoverySequence> {
  const [row] = await db
    .select()
    .from(recoverySequences)
    .where(and(eq(recoverySequences.sellerId, sellerId), eq(recoverySequences.event, event)));
  return toSequence(event, row);
}

/** Every event's sequence of the seller, in the order events are listed. */
export async function listSequences(
  app: FastifyInstance,
  sellerId: string,
): Promise<RecoverySequences> {
  const rows = await app.db
    .select()
    .from(recoverySequences)
    .where(eq(recoverySequences.sellerId, sellerId));
  return {
    items: recoveryEvents.map((event) =>
      toSequence(
        event,
        rows.find((row) => row.event === event),
      ),
    ),
  };
}

/**
 * The seller saves a sequence (switching it on or off included): it spends the recovery balance,
 * so its route is a money route, never open to an admin acting as the seller. Runs already under
 * way read the sequence anew before each step: a step removed is not sent, and switched off they
 * stop.
 */
export async function saveSequence(
  app: FastifyInstance,
  actor: AuditActor & { sellerId: string },
  event: RecoveryEvent,
  input: RecoverySequenceInput,
): Promise<RecoverySequence> {
  const now = app.clock.now();
  const steps = input.steps.map((step) => ({
    channel: step.channel,
    delayMinutes: step.delayMinutes,
    templates: { en: step.templates.en, 'pt-BR': step.templates['pt-BR'] },
  }));
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recoverySequences)
      .values({
        sellerId: actor.sellerId,
        event,
        enabled: input.enabled,
        steps,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [recoverySequences.sellerId, recoverySequences.event],
        set: { enabled: input.enabled, steps, updatedAt: now },
      })
      .returning();
    await recordAudit(tx, app.clock, actor, {
      action: 'recovery.sequence_saved',
      targetType: 'recovery_sequence',
      targetId: actor.sellerId,
      after: { event, enabled: input.enabled, steps },
    });
    return toSequence(event, row);
  });
}
