import { type PaymentMethodsState, routedMethods } from '@repasse/core/contract/acquirers';
import type { FastifyInstance } from 'fastify';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { paymentMethodRows, savePaymentMethod } from './queries.ts';

/** A method nobody switched yet is on. */
export async function paymentMethodsState(app: FastifyInstance): Promise<PaymentMethodsState> {
  const rows = await paymentMethodRows(app.db);
  return Object.fromEntries(
    routedMethods.map((m) => [m, rows.find((r) => r.method === m)?.active ?? true]),
  ) as PaymentMethodsState;
}

export async function setPaymentMethodsState(
  app: FastifyInstance,
  actor: AuditActor,
  state: PaymentMethodsState,
): Promise<PaymentMethodsState> {
  await app.db.transaction(async (tx) => {
    for (const method of routedMethods)
      await savePaymentMethod(tx, method, state[method], app.clock.now());
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.payment_methods',
      targetType: 'payment_methods',
      targetId: null,
      after: state,
    });
  });
  return state;
}
