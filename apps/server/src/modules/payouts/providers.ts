import type {
  PayoutProvider,
  PayoutProviderBody,
  PayoutProvidersList,
} from '@repasse/core/contract/payout-providers';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { serializeOn } from '../../db/locks.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { refuseInternalUrl } from '../../http/outbound-url.ts';
import { lastFour, secretBox } from '../../lib/secrets.ts';
import { decide } from '../audit/decision.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { normalizePercentage } from '../fees/queries.ts';
import {
  insertProvider,
  lockProvider,
  moveDefaultProvider,
  type ProviderColumns,
  providerRows,
  updateProvider,
} from './queries.ts';
import { defaultProviderRow, type ProviderRow } from './registry.ts';

const targetType = 'payout_provider';

/** Tokens leave only as their last four characters. */
function toProvider(app: FastifyInstance, row: ProviderRow): PayoutProvider {
  const box = secretBox(app.config.secretsKey);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as PayoutProvider['kind'],
    apiUrl: row.apiUrl,
    tokens: [0, 1, 2].map((i) => {
      const sealed = row.tokens[i];
      return sealed ? lastFour(box.open(sealed)) : null;
    }),
    fixedFee: row.fixedFee,
    percentageFee: normalizePercentage(row.percentageFee),
    active: row.active,
    isDefault: row.isDefault,
    webhookUrl: `${app.config.publicUrl}/hooks/payouts/${row.id}`,
  };
}

/** Merges write-only token slots: a value replaces, an empty string clears, null keeps. */
function mergeTokens(app: FastifyInstance, stored: (string | null)[], incoming: (string | null)[]) {
  const box = secretBox(app.config.secretsKey);
  return [0, 1, 2].map((i) => {
    const value = incoming[i];
    if (value === null || value === undefined) return stored[i] ?? null;
    return value ? box.seal(value) : null;
  });
}

function columnsOf(
  app: FastifyInstance,
  body: PayoutProviderBody,
  storedTokens: (string | null)[],
): ProviderColumns {
  return {
    name: body.name,
    kind: body.kind,
    apiUrl: body.apiUrl || null,
    tokens: mergeTokens(app, storedTokens, body.tokens),
    fixedFee: body.fixedFee,
    percentageFee: body.percentageFee,
    active: body.active,
  };
}

/** The server calls the provider's API URL: it may not point inside our network. */
async function refuseInternalApiUrl(app: FastifyInstance, body: PayoutProviderBody) {
  if (body.apiUrl) await refuseInternalUrl(app, body.apiUrl, 'apiUrl', { allowUnresolvable: true });
}

async function lockedProvider(tx: Tx, id: string): Promise<ProviderRow> {
  const row = await lockProvider(tx, id);
  if (!row) throw notFound();
  return row;
}

/** Every provider, the default first (the sandbox is created on the first visit if none). */
export async function listPayoutProviders(app: FastifyInstance): Promise<PayoutProvidersList> {
  await defaultProviderRow(app);
  const rows = await providerRows(app.db);
  return { items: rows.map((row) => toProvider(app, row)) };
}

export async function createPayoutProvider(
  app: FastifyInstance,
  actor: AuditActor,
  body: PayoutProviderBody,
): Promise<PayoutProvider> {
  await refuseInternalApiUrl(app, body);
  const row = await app.db.transaction(async (tx) => {
    const created = await insertProvider(tx, columnsOf(app, body, []));
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.payout_provider.create',
      targetType,
      targetId: created.id,
      after: { name: body.name, kind: body.kind },
    });
    return created;
  });
  return toProvider(app, row);
}

/** The default pays every withdrawal: it cannot be switched off. */
export async function updatePayoutProvider(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  body: PayoutProviderBody,
): Promise<PayoutProvider> {
  await refuseInternalApiUrl(app, body);
  let updated: ProviderRow | undefined;
  await decide(app, actor, {
    action: 'admin.payout_provider.update',
    targetType,
    lock: (tx) => lockedProvider(tx, id),
    apply: async (tx, before) => {
      if (before.isDefault && !body.active) throw new AppError('payouts.default_inactive');
      const columns = columnsOf(app, body, before.tokens);
      updated = await updateProvider(tx, before.id, columns, app.clock.now());
      if (!updated) throw notFound();
      const { name, kind, fixedFee, percentageFee, active } = before;
      return {
        before: { name, kind, fixedFee, percentageFee, active },
        after: {
          name: body.name,
          kind: body.kind,
          fixedFee: body.fixedFee,
          percentageFee: body.percentageFee,
          active: body.active,
          tokensChanged: body.tokens.map((t) => t !== null),
        },
      };
    },
  });
  if (!updated) throw notFound();
  return toProvider(app, updated);
}

/** Withdrawals are paid out through the default; only an active provider can be it. */
export async function makeDefaultPayoutProvider(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
): Promise<PayoutProvider> {
  let current: ProviderRow | undefined;
  const target = await decide(app, actor, {
    action: 'admin.payout_provider.default',
    targetType,
    lock: async (tx) => {
      // Two swaps at once would both clear the old default and leave two defaults.
      await serializeOn(tx, 'payout_providers:default');
      return lockedProvider(tx, id);
    },
    apply: async (tx, row) => {
      if (!row.active) throw new AppError('payouts.default_inactive');
      current = await moveDefaultProvider(tx, row.id);
      return { before: undefined, after: undefined };
    },
  });
  return toProvider(app, current ?? target);
}
