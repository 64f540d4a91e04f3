import { type CustomAcquirers, routedMethods } from '@repasse/core/contract/acquirers';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../http/errors.ts';
import { decide } from '../audit/decision.ts';
import type { AuditActor } from '../audit/record.ts';
import {
  acquirerRow,
  customAcquirersOf,
  lockCustomAcquirers,
  writeCustomAcquirers,
} from './queries.ts';

/** A user's acquirer per method; null: the method's routing list. */
export async function customAcquirers(
  app: FastifyInstance,
  userId: string,
): Promise<CustomAcquirers> {
  const custom = await customAcquirersOf(app.db, userId);
  if (!custom) throw notFound();
  return { pix: custom.pix ?? null, card: custom.card ?? null, boleto: custom.boleto ?? null };
}

/** Each acquirer chosen must take the method it is chosen for. */
export async function setCustomAcquirers(
  app: FastifyInstance,
  actor: AuditActor,
  userId: string,
  body: CustomAcquirers,
): Promise<CustomAcquirers> {
  const custom = Object.fromEntries(
    routedMethods.filter((m) => body[m]).map((m) => [m, body[m] as string]),
  );
  await decide(app, actor, {
    action: 'admin.user.acquirers',
    targetType: 'user',
    lock: async (tx) => {
      const user = await lockCustomAcquirers(tx, userId);
      if (!user) throw notFound();
      return user;
    },
    apply: async (tx, user) => {
      for (const [method, id] of Object.entries(custom)) {
        const acquirer = await acquirerRow(tx, id);
        if (!acquirer?.methods.includes(method))
          throw new AppError('validation', { [method]: 'validation.invalid' });
      }
      await writeCustomAcquirers(tx, user.id, custom, app.clock.now());
      return { before: user.custom, after: custom };
    },
  });
  return body;
}
