import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { serializeOn } from '../../db/locks.ts';
import {
  type AcquirerFees,
  acquirerRoutes,
  acquirers,
  paymentMethodSettings,
  users,
} from '../../db/schema.ts';
import { secretBox } from '../../lib/secrets.ts';
import { createAcquirer } from '../../providers/acquirers/create-acquirer.ts';
import type { AcquirerAdapter, AcquirerSettings } from '../../providers/acquirers/types.ts';
import { webhookDelivery } from '../payouts/registry.ts';

export type AcquirerRow = typeof acquirers.$inferSelect;

const zeroFees: AcquirerFees = {
  pix: { percentage: '0', fixed: 0 },
  boleto: { percentage: '0', fixed: 0 },
  card: { percentage: '0', fixed: 0 },
  instalments: Array.from({ length: 12 }, () => '0'),
};

/** Apps whose database is known to hold an acquirer: acquirers are never deleted. */
const seeded = new WeakSet<FastifyInstance>();

/**
 * The built-in sandbox acquirer exists from the start, first in every route. It is looked for by
 * kind (not "no acquirer yet"), so an admin adding the first real acquirer before anything read the
 * list does not leave the platform without it; creation is serialised so it happens once.
 */
export async function ensureSandboxAcquirer(
  app: FastifyInstance,
  db: DbOrTx = app.db,
): Promise<void> {
  // Checked once per app, not on every payment.
  if (seeded.has(app) && db === app.db) return;
  const create = (tx: DbOrTx) => createSandboxAcquirer(tx, app.config.secretsKey);
  if (db === app.db) {
    await app.db.transaction(create);
    seeded.add(app);
  } else await create(db);
}

/**
 * Creates the sandbox acquirer unless it exists, and routes to it every method nobody routed yet.
 * Also run by the demo seed, before any app exists, so the demo's sales name their acquirer.
 */
export async function createSandboxAcquirer(tx: DbOrTx, secretsKey: Buffer): Promise<void> {
  await serializeOn(tx, 'acquirers:sandbox');
  const [existing] = await tx
    .select({ id: acquirers.id })
    .from(acquirers)
    .where(eq(acquirers.kind, 'sandbox'))
    .limit(1);
  if (existing) return;
  const box = secretBox(secretsKey);
  const [created] = await tx
    .insert(acquirers)
    .values({
      name: 'Sandbox',
      kind: 'sandbox',
      tokens: [box.seal(`whsec_${crypto.randomUUID()}`)],
      methods: ['pix', 'card', 'boleto'],
      retention: { pix: '0', card: '0', boleto: '0' },
      fees: zeroFees,
    })
    .returning();
  if (!created) return;
  // Routes keep what admins set; the sandbox only fills a method nobody routed yet.
  const routed = await tx.select({ method: acquirerRoutes.method }).from(acquirerRoutes);
  const unrouted = (['pix', 'card', 'boleto'] as const).filter(
    (method) => !routed.some((route) => route.method === method),
  );
  if (unrouted.length)
    await tx
      .insert(acquirerRoutes)
      .values(unrouted.map((method) => ({ method, position: 0, acquirerId: created.id })))
      .onConflictDoNothing();
}

export function acquirerSettings(app: FastifyInstance, row: AcquirerRow): AcquirerSettings {
  const box = secretBox(app.config.secretsKey);
  return {
    id: row.id,
    kind: row.kind,
    apiUrl: row.apiUrl,
    tokens: row.tokens.map((t) => (t ? box.open(t) : null)),
  };
}

const adapters = new WeakMap<FastifyInstance, WeakMap<AcquirerRow, AcquirerAdapter>>();

/**
 * An acquirer by id, from memory when kept: a platform has a handful, kept as one list (so ids
 * that name nothing fill no cache), and a notice's lookup then costs no round trip and reuses the
 * adapter its earlier notices made (`adapterFor`). An admin's change reaches every process at once.
 */
export async function knownAcquirer(
  app: FastifyInstance,
  id: string,
): Promise<AcquirerRow | undefined> {
  const rows = await app.reads.read(['acquirers'], 'acquirers:all', () =>
    app.db.select().from(acquirers),
  );
  return rows.find((row) => row.id === id);
}

/**
 * The adapter for an acquirer row, made once per row object: rows served by the read cache
 * (`acquirersFor`) stand until the acquirer changes, so a sale does not decrypt the credentials
 * again (issue 14); a row read afresh gets a fresh adapter.
 */
export function adapterFor(app: FastifyInstance, row: AcquirerRow): AcquirerAdapter {
  let ofApp = adapters.get(app);
  if (!ofApp) {
    ofApp = new WeakMap();
    adapters.set(app, ofApp);
  }
  let adapter = ofApp.get(row);
  if (!adapter) {
    adapter = makeAdapter(app, row);
    ofApp.set(row, adapter);
  }
  return adapter;
}

function makeAdapter(app: FastifyInstance, row: AcquirerRow): AcquirerAdapter {
  return createAcquirer(acquirerSettings(app, row), {
    db: app.db,
    clock: app.clock,
    deliver: webhookDelivery(app),
    publicUrl: app.config.publicUrl,
    autoPayAfterMs: sandboxAutoPayMs(app),
    fetch: app.outbound.fetch,
  });
}

/** Demo mode (`SANDBOX_AUTOPAY_SECONDS` > 0): how long after creation the sandbox pays by itself. */
export const sandboxAutoPayMs = (app: FastifyInstance) =>
  app.config.sandboxAutoPaySeconds > 0 ? app.config.sandboxAutoPaySeconds * 1000 : null;

/** Whether buyers may pay by `method` now, from memory (db/read-cache.ts). */
export const methodIsActive = (app: FastifyInstance, method: PaymentMethod): Promise<boolean> =>
  app.reads.read(['payment_methods'], `method-active:${method}`, () =>
    isMethodActive(app.db, method),
  );

export async function isMethodActive(db: DbOrTx, method: PaymentMethod): Promise<boolean> {
  const [row] = await db
    .select()
    .from(paymentMethodSettings)
    .where(eq(paymentMethodSettings.method, method));
  return row?.active ?? true;
}

/**
 * The acquirers a payment tries, in order: the user's custom acquirer for the method when an
 * admin set one, otherwise the active acquirers of the method's route.
 */
export async function acquirersFor(
  app: FastifyInstance,
  sellerId: string,
  method: PaymentMethod,
): Promise<AcquirerRow[]> {
  await ensureSandboxAcquirer(app);
  return app.reads.read(
    ['users', 'acquirers', 'acquirer_routes'],
    `acquirers-for:${sellerId}:${method}`,
    () => readAcquirersFor(app, sellerId, method),
  );
}

/**
 * The acquirers of the method's route, in order, never a seller's custom one: for what the
 * platform charges on its own account (a recovery top-up), not a seller's sale.
 */
export async function platformAcquirersFor(
  app: FastifyInstance,
  method: PaymentMethod,
): Promise<AcquirerRow[]> {
  await ensureSandboxAcquirer(app);
  return app.reads.read(['acquirers', 'acquirer_routes'], `platform-acquirers:${method}`, () =>
    routedAcquirers(app, method),
  );
}

async function readAcquirersFor(
  app: FastifyInstance,
  sellerId: string,
  method: PaymentMethod,
): Promise<AcquirerRow[]> {
  const [user] = await app.db
    .select({ custom: users.customAcquirers })
    .from(users)
    .where(eq(users.id, sellerId));
  const customId = user?.custom?.[method];
  if (customId) {
    const [custom] = await app.db.select().from(acquirers).where(eq(acquirers.id, customId));
    if (custom?.active && custom.methods.includes(method)) return [custom];
  }
  return routedAcquirers(app, method);
}

async function routedAcquirers(
  app: FastifyInstance,
  method: PaymentMethod,
): Promise<AcquirerRow[]> {
  const rows = await app.db
    .select({ acquirer: acquirers })
    .from(acquirerRoutes)
    .innerJoin(acquirers, eq(acquirers.id, acquirerRoutes.acquirerId))
    .where(eq(acquirerRoutes.method, method))
    .orderBy(asc(acquirerRoutes.position));
  return rows.map((r) => r.acquirer).filter((a) => a.active && a.methods.includes(method));
}
