import { type AcquirerRouting, routedMethods } from '@repasse/core/contract/acquirers';
import type { FastifyInstance } from 'fastify';
import { serializeOn } from '../../db/locks.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { methodsOfAcquirers, replaceRoutes, routeRows } from './queries.ts';
import { ensureSandboxAcquirer } from './registry.ts';

/** Per method, the acquirer ids a payment tries in order. */
export async function acquirerRouting(app: FastifyInstance): Promise<AcquirerRouting> {
  await ensureSandboxAcquirer(app);
  const rows = await routeRows(app.db);
  return Object.fromEntries(
    routedMethods.map((m) => [m, rows.filter((r) => r.method === m).map((r) => r.acquirerId)]),
  ) as AcquirerRouting;
}

/** Every acquirer listed must exist and take the method it is listed under. */
async function refuseUnfitAcquirers(app: FastifyInstance, routing: AcquirerRouting) {
  const known = await methodsOfAcquirers(app.db, [
    ...new Set(routedMethods.flatMap((m) => routing[m])),
  ]);
  for (const method of routedMethods) {
    for (const id of routing[method]) {
      const acquirer = known.find((k) => k.id === id);
      if (!acquirer?.methods.includes(method))
        throw new AppError('validation', { [method]: 'validation.invalid' });
    }
  }
}

/** Replaces the whole routing table; concurrent replacements run one after another. */
export async function setAcquirerRouting(
  app: FastifyInstance,
  actor: AuditActor,
  routing: AcquirerRouting,
): Promise<AcquirerRouting> {
  await refuseUnfitAcquirers(app, routing);
  await app.db.transaction(async (tx) => {
    await serializeOn(tx, 'acquirer_routing');
    await replaceRoutes(
      tx,
      routedMethods.flatMap((method) =>
        routing[method].map((acquirerId, position) => ({ method, position, acquirerId })),
      ),
    );
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.acquirer.routing',
      targetType: 'acquirer_routing',
      targetId: null,
      after: routing,
    });
  });
  return routing;
}
