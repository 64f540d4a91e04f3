import type {
  CatalogIntegrationDetail,
  CatalogIntegrations,
} from '@repasse/core/contract/integration-catalog';
import type {
  RegenerateKeyRequest,
  RegenerateKeyResponse,
} from '@repasse/core/contract/integrations';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { activeKeys, regenerateKey, toApiKey } from '../integrations/keys.ts';
import { documentStatusOf } from '../integrations/queries.ts';
import { readBanner } from './catalog-admin.ts';
import {
  activeCatalogRow,
  catalogRow,
  catalogRows,
  connectedEntries,
  revokeIntegrationKeyRow,
  toCatalogIntegration,
} from './queries.ts';

/**
 * The active entries, in the admin's order, each saying whether the seller set it up; and the
 * entries switched off that the seller still holds keys for, so they can see and revoke them.
 */
export async function catalogForSeller(
  app: FastifyInstance,
  sellerId: string,
): Promise<CatalogIntegrations> {
  const [rows, connected] = await Promise.all([
    catalogRows(app.db),
    connectedEntries(app.db, sellerId),
  ]);
  return {
    items: rows
      .filter((row) => row.active || connected.has(row.id))
      .map((row) => toCatalogIntegration(row, app.config.publicUrl, connected.has(row.id))),
  };
}

/** One entry the seller may see (active, or holding keys for it) with its instructions and the seller's keys made for it (secrets masked). */
export async function catalogEntryForSeller(
  app: FastifyInstance,
  sellerId: string,
  id: string,
): Promise<CatalogIntegrationDetail> {
  const row = await catalogRow(app.db, id);
  if (!row) throw notFound();
  const [keys, documentStatus] = await Promise.all([
    activeKeys(app.db, sellerId, id),
    documentStatusOf(app.db, sellerId),
  ]);
  // Switched off: as unknown as a missing entry, unless the seller still holds keys for it.
  if (!row.active && keys.length === 0) throw notFound();
  return {
    integration: {
      ...toCatalogIntegration(row, app.config.publicUrl, keys.length > 0),
      description: row.description,
    },
    keys: keys.map(toApiKey),
    liveEnabled: documentStatus === 'validate',
  };
}

/**
 * A new key of that mode and kind made for one active integration, its secret answered this once;
 * the integration's previous key of that mode and kind stops working, the seller's own keys and
 * other integrations' keys stay as they are.
 */
export async function issueIntegrationKey(
  app: FastifyInstance,
  actor: AuditActor,
  sellerId: string,
  id: string,
  { mode, kind }: RegenerateKeyRequest,
): Promise<RegenerateKeyResponse> {
  return app.db.transaction(async (tx) => {
    if (!(await activeCatalogRow(tx, id))) throw notFound();
    const created = await regenerateKey(tx, app.clock, sellerId, mode, kind, id);
    await recordAudit(tx, app.clock, actor, {
      action: 'integrations.integration_key_regenerate',
      targetType: 'api_key',
      targetId: created.key.id,
      after: { integrationId: id, mode, kind },
    });
    return created;
  });
}

/**
 * Revokes one of the seller's keys made for this integration: it stops working at once. Allowed
 * even once the entry is no longer offered, so a seller can always take back what they handed out.
 */
export async function revokeIntegrationKey(
  app: FastifyInstance,
  actor: AuditActor,
  sellerId: string,
  id: string,
  keyId: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const revoked = await revokeIntegrationKeyRow(tx, sellerId, id, keyId, app.clock.now());
    if (!revoked) throw notFound();
    await recordAudit(tx, app.clock, actor, {
      action: 'integrations.integration_key_revoke',
      targetType: 'api_key',
      targetId: keyId,
      before: { integrationId: id, mode: revoked.mode, kind: revoked.kind },
    });
  });
}

/** A banner as the catalog shows it: an inactive entry's banner is not public. */
export async function publicCatalogBanner(app: FastifyInstance, id: string) {
  return readBanner(app, await activeCatalogRow(app.db, id));
}
