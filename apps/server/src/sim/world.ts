import { defaultFeeProfile, type FeeProfile } from '@repasse/core/fees/fee-profile';
import { eq } from 'drizzle-orm';
import { acquirers } from '../db/schema.ts';
import { acquirerSettings, ensureSandboxAcquirer } from '../modules/acquirers/registry.ts';
import { createSession } from '../modules/auth/sessions.ts';
import { defaultProviderRow } from '../modules/payouts/registry.ts';
import { type SandboxAcquirer, sandboxAcquirer } from '../providers/acquirers/sandbox.ts';
import type { OutgoingWebhook } from '../providers/payouts/sandbox.ts';
import { bearer, createUserAndLogin, type TestApp } from '../test/harness.ts';
import { sellerWithKeys, type TestSeller } from '../test/sellers.ts';

export type SimSeller = TestSeller & { session: Record<string, string>; profileId: string };

/**
 * Everything the simulation drives: the app, an admin, sellers with both keys, two fee profiles
 * to switch between, and a sandbox acquirer whose notices are held instead of delivered, so the
 * run decides when each one arrives, how often and in which order.
 */
export type World = {
  t: TestApp;
  admin: Record<string, string>;
  sellers: SimSeller[];
  profiles: Map<string, FeeProfile>;
  acquirer: SandboxAcquirer;
  acquirerId: string;
  secret: string;
  /** Notices the sandbox sent and nobody received yet. */
  held: OutgoingWebhook[];
  /** Notices already received once, to send again. */
  delivered: OutgoingWebhook[];
};

const profileB: Omit<FeeProfile, 'uniqueId'> = {
  ...defaultFeeProfile,
  pix: { percentage: '1.49', fixed: 50 },
  card: { percentage: '3.99', fixed: 50 },
  retention: { pix: '5', boleto: '0', card: '15' },
  releaseDays: { pix: 1, boleto: 3, card: 14 },
  anticipationFee: '1.99',
};

/** Sessions that outlive the simulated years: the run moves the clock far ahead. */
async function longSession(t: TestApp, userId: string) {
  const session = await createSession(t.database.db, t.clock, {
    userId,
    ttlMs: 50 * 365 * 86_400_000,
    ip: null,
    userAgent: 'simulation',
  });
  return bearer(session.token);
}

export async function createWorld(t: TestApp, sellerCount: number): Promise<World> {
  const admin = await longSession(t, (await createUserAndLogin(t, 'admin')).id);
  await ensureSandboxAcquirer(t.app);
  await defaultProviderRow(t.app);
  const profiles = new Map<string, FeeProfile>();
  for (const [name, profile] of [
    ['sim-a', defaultFeeProfile],
    ['sim-b', profileB],
  ] as const) {
    const body = { ...profile, uniqueId: `${name}-${Date.now()}` };
    const created = await t.app.inject({
      method: 'POST',
      url: '/web/admin/fee-profiles',
      headers: admin,
      payload: body,
    });
    profiles.set(created.json<{ id: string }>().id, body);
  }
  const [firstProfile] = profiles.keys();
  const sellers: SimSeller[] = [];
  for (let i = 0; i < sellerCount; i += 1) {
    const seller = await sellerWithKeys(t, { feeProfileId: firstProfile });
    const session = await longSession(t, seller.user.id);
    sellers.push({ ...seller, session, profileId: firstProfile ?? '' });
  }
  const [row] = await t.database.db.select().from(acquirers).where(eq(acquirers.kind, 'sandbox'));
  if (!row) throw new Error('no sandbox acquirer');
  const settings = acquirerSettings(t.app, row);
  const held: OutgoingWebhook[] = [];
  const acquirer = sandboxAcquirer({
    db: t.database.db,
    clock: t.clock,
    settings,
    deliver: async (webhook) => {
      held.push(webhook);
    },
    publicUrl: t.app.config.publicUrl,
  });
  return {
    t,
    admin,
    sellers,
    profiles,
    acquirer,
    acquirerId: row.id,
    secret: settings.tokens[0] ?? '',
    held,
    delivered: [],
  };
}

/** Moves a seller to the other fee profile: charges already made keep theirs. */
export async function switchProfile(world: World, seller: SimSeller) {
  const next = [...world.profiles.keys()].find((id) => id !== seller.profileId) ?? seller.profileId;
  const response = await world.t.app.inject({
    method: 'PUT',
    url: `/web/admin/users/${seller.user.id}/fee-profile`,
    headers: world.admin,
    payload: { feeProfileId: next },
  });
  if (response.statusCode === 200) seller.profileId = next;
  return response.statusCode;
}

/** Sellers change their Pix key in Settings; the sandbox BaaS behaves by key. */
export async function setPixKey(world: World, seller: SimSeller, key: string) {
  const response = await world.t.app.inject({
    method: 'PUT',
    url: '/web/settings/pix-key',
    headers: seller.session,
    payload: { type: 'email', key },
  });
  return response.statusCode;
}
