import type { RecoveryTopUp } from '@repasse/core/contract/recovery';
import type { RecoverySequenceInput } from '@repasse/core/contract/recovery-outreach';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { recoveryMessages, sandboxCharges, users } from '../db/schema.ts';
import { ensureSandboxAcquirer } from '../modules/acquirers/registry.ts';
import { runOutreach } from '../modules/recovery/outreach.ts';
import { sendRecoveryMessage } from '../modules/recovery/send.ts';
import { bearer, createUserAndLogin, sessionFor, type TestApp } from './harness.ts';
import { sandboxAcquirer } from './sandbox-acquirer.ts';

export type Seller = { id: string; email: string };

export const as = async (t: TestApp, user: { id: string }) => bearer(await sessionFor(t, user.id));

/** A seller whose documents are approved: their checkouts sell live, and they may top up. */
export async function liveSeller(t: TestApp): Promise<Seller> {
  const user = await createUserAndLogin(t, 'seller');
  await t.database.db
    .update(users)
    .set({ documentStatus: 'validate', tradeName: 'Loja da Ana' })
    .where(eq(users.id, user.id));
  return user;
}

/** A product of the seller, sold by Pix, card and boleto. */
export async function productOf(t: TestApp, seller: Seller, price = 19_700): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/products',
    headers: await as(t, seller),
    payload: {
      name: 'Curso de Fotografia',
      price,
      methods: ['pix', 'card', 'boleto'],
      maxInstalments: 6,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

/** Tops the seller's recovery balance up by a Pix the sandbox then pays, as the seller would. */
export async function fundRecovery(t: TestApp, seller: Seller, amount: number): Promise<void> {
  await ensureSandboxAcquirer(t.app);
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/recovery/top-ups',
    headers: await as(t, seller),
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  const topUp = response.json<RecoveryTopUp>();
  const [charge] = await t.database.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.reference, topUp.id));
  const { adapter } = await sandboxAcquirer(t);
  await adapter.simulatePayment(charge?.acquirerReference ?? '');
}

export async function saveSequence(
  t: TestApp,
  seller: Seller,
  event: string,
  body: RecoverySequenceInput,
) {
  return t.app.inject({
    method: 'PUT',
    url: `/web/recovery/sequences/${event}`,
    headers: await as(t, seller),
    payload: body,
  });
}

/** One step of each channel asked for, in both languages, `delays` minutes after the event. */
export const steps = (...channels: ['email' | 'sms' | 'whatsapp', number][]) =>
  channels.map(([channel, delayMinutes]) => ({
    channel,
    delayMinutes,
    templates: {
      'pt-BR': 'Oi {first_name}, {product} por {amount} te espera: {link}',
      en: 'Hi {first_name}, {product} for {amount} is waiting: {link}',
    },
  }));

/** The clock moved on, then the outreach job and every send it queued, as the workers would. */
export async function tick(t: TestApp, minutes = 0) {
  if (minutes) t.clock.set(new Date(t.clock.now().getTime() + minutes * 60_000));
  const done = await runOutreach(t.app);
  const queued = await t.database.db
    .select({ id: recoveryMessages.id })
    .from(recoveryMessages)
    .where(eq(recoveryMessages.status, 'queued'));
  for (const { id } of queued) await sendRecoveryMessage(t.app, id).catch(() => {});
  return done;
}
