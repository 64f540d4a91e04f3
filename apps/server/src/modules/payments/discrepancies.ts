import type {
  DiscrepanciesPage,
  DiscrepanciesQuery,
  Discrepancy,
  DiscrepancyReason,
} from '@repasse/core/contract/reconciliation';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { pageOf } from '../../db/paging.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { decide } from '../audit/decision.ts';
import type { AuditActor } from '../audit/record.ts';
import {
  discrepanciesPage,
  findDiscrepancy,
  type HeldNotice,
  insertDiscrepancy,
  lockDiscrepancy,
  markDiscrepancyResolved,
} from './discrepancy-queries.ts';

/*
 * Reasons: a refund notice larger than what is left, one that cannot be told apart from ours or
 * without an amount; a chargeback of more than what is left; paid with another amount than asked;
 * our own refund confirmed after we recorded it as failed or when a chargeback took the rest.
 */
export type { DiscrepancyReason };

/**
 * Holds what an acquirer told us that does not reconcile with the ledger, for an admin to review:
 * recorded with what it said and what we expected, never applied.
 */
export async function holdDiscrepancy(app: FastifyInstance, tx: Tx, held: HeldNotice) {
  await insertDiscrepancy(tx, held, app.clock.now());
  app.log.warn(held, 'acquirer notice held for review');
}

/** The admin's review list: held notices of a status, newest first, and how many are open. */
export async function listHeldDiscrepancies(
  app: FastifyInstance,
  query: DiscrepanciesQuery,
): Promise<DiscrepanciesPage> {
  const { items, total, open } = await discrepanciesPage(app.db, query);
  return { ...pageOf(query, items, total), open };
}

/**
 * An admin looked into a held notice (with the acquirer, the seller) and settled it outside the
 * ledger's automatic path; the note says how. Resolving twice is refused.
 */
export async function resolveDiscrepancy(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  note: string,
): Promise<Discrepancy> {
  await decide(app, actor, {
    action: 'admin.discrepancy.resolve',
    targetType: 'acquirer_discrepancy',
    lock: async (tx) => {
      const held = await lockDiscrepancy(tx, id);
      if (!held) throw notFound();
      return held;
    },
    apply: async (tx, held) => {
      if (held.status !== 'open') throw conflict('reconciliation.already_resolved');
      await markDiscrepancyResolved(tx, held.id, {
        note,
        resolvedBy: actor.auth?.user.id ?? null,
        resolvedAt: app.clock.now(),
      });
      return { before: undefined, after: { note } };
    },
  });
  const resolved = await findDiscrepancy(app.db, id);
  if (!resolved) throw notFound();
  return resolved;
}
