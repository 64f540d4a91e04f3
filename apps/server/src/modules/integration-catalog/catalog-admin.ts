import type {
  AdminIntegration,
  AdminIntegrations,
  IntegrationCreate,
  IntegrationFields,
  IntegrationOrder,
} from '@repasse/core/contract/integration-catalog';
import type { FastifyInstance } from 'fastify';
import { serializeOn } from '../../db/locks.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { detectKycFileType } from '../kyc/file-type.ts';
import { type Banner, bannerFromDataUrl, checkedBanner } from './banner.ts';
import {
  bannerStorageKey,
  type CatalogRow,
  catalogRow,
  catalogRows,
  connectedSellersOf,
  insertCatalogRow,
  nextPosition,
  sellersConnectedByEntry,
  setCatalogPosition,
  toAdminIntegration,
  updateCatalogRow,
} from './queries.ts';

/** New entries and reorders take their positions one after another. */
const orderLock = 'integration_catalog:order';

/** What the audit keeps of an entry: its fields, never the banner's bytes. */
const audited = (row: CatalogRow) => ({
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  active: row.active,
  position: row.position,
});

/** Every entry, active or not, in the catalog's order. */
export async function listCatalogForAdmin(app: FastifyInstance): Promise<AdminIntegrations> {
  const [rows, connected] = await Promise.all([
    catalogRows(app.db),
    sellersConnectedByEntry(app.db),
  ]);
  return { items: rows.map((row) => toAdminIntegration(row, connected.get(row.id) ?? 0)) };
}

/**
 * A new entry, last in the catalog, with its banner: the banner is stored first and the entry
 * written after, so no entry ever lacks one; a failed write deletes the stored banner again.
 */
export async function createCatalogEntry(
  app: FastifyInstance,
  actor: AuditActor,
  { banner: dataUrl, ...fields }: IntegrationCreate,
): Promise<AdminIntegration> {
  const banner = bannerFromDataUrl(dataUrl);
  const id = crypto.randomUUID();
  const bannerKey = await storeBanner(app, id, banner);
  try {
    const row = await app.db.transaction(async (tx) => {
      await serializeOn(tx, orderLock);
      const position = await nextPosition(tx);
      const created = await insertCatalogRow(
        tx,
        { id, ...fields, bannerKey, position },
        app.clock.now(),
      );
      await recordAudit(tx, app.clock, actor, {
        action: 'admin.integration.create',
        targetType: 'integration',
        targetId: id,
        after: audited(created),
      });
      return created;
    });
    return toAdminIntegration(row, 0);
  } catch (error) {
    await app.storage.delete(bannerKey).catch(() => {});
    throw error;
  }
}

/** Changes an entry's texts and whether sellers see it; its banner and position stay. */
export async function updateCatalogEntry(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  fields: IntegrationFields,
): Promise<AdminIntegration> {
  const row = await app.db.transaction(async (tx) => {
    const before = await catalogRow(tx, id);
    if (!before) throw notFound();
    // The whole entry is replaced: a text left out is cleared, not kept.
    const change = {
      ...fields,
      subtitle: fields.subtitle ?? null,
      description: fields.description ?? null,
    };
    const after = await updateCatalogRow(tx, id, change, app.clock.now());
    if (!after) throw notFound();
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.integration.update',
      targetType: 'integration',
      targetId: id,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  return toAdminIntegration(row, await connectedSellersOf(app.db, id));
}

/**
 * Replaces an entry's banner with a JPEG or PNG. The upload is read (`readImage`) only once the
 * entry is known; the old banner is deleted once the new one is in place.
 */
export async function replaceCatalogBanner(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  readImage: () => Promise<Buffer>,
): Promise<AdminIntegration> {
  const entry = await catalogRow(app.db, id);
  if (!entry) throw notFound();
  const banner = checkedBanner(await readImage(), 'file');
  const bannerKey = await storeBanner(app, id, banner);
  const row = await app.db.transaction(async (tx) => {
    const updated = await updateCatalogRow(tx, id, { bannerKey }, app.clock.now());
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.integration.banner',
      targetType: 'integration',
      targetId: id,
      after: { type: banner.type, bytes: banner.data.length },
    });
    return updated;
  });
  if (!row) {
    await app.storage.delete(bannerKey).catch(() => {});
    throw notFound();
  }
  await app.storage.delete(entry.bannerKey).catch(() => {});
  return toAdminIntegration(row, await connectedSellersOf(app.db, id));
}

/**
 * Puts the entries in the order given. The list must name every entry once: a list read before
 * another admin added one is refused, rather than leaving the new entry somewhere arbitrary.
 */
export async function reorderCatalog(
  app: FastifyInstance,
  actor: AuditActor,
  { ids }: IntegrationOrder,
): Promise<AdminIntegrations> {
  await app.db.transaction(async (tx) => {
    await serializeOn(tx, orderLock);
    const rows = await catalogRows(tx);
    const known = new Set(rows.map((row) => row.id));
    const same =
      ids.length === known.size &&
      new Set(ids).size === ids.length &&
      ids.every((id) => known.has(id));
    if (!same) throw conflict('integration_catalog.order_stale');
    for (const [position, id] of ids.entries()) await setCatalogPosition(tx, id, position);
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.integration.reorder',
      targetType: 'integration',
      targetId: null,
      before: { ids: rows.map((row) => row.id) },
      after: { ids },
    });
  });
  return listCatalogForAdmin(app);
}

/** An entry's banner for the admin, whether sellers see the entry or not. */
export async function adminCatalogBanner(app: FastifyInstance, id: string) {
  const entry = await catalogRow(app.db, id);
  return readBanner(app, entry);
}

/** The stored banner with the type its bytes say; 404 without an entry or a stored file. */
export async function readBanner(app: FastifyInstance, entry: CatalogRow | undefined) {
  const data = entry ? await app.storage.get(entry.bannerKey) : null;
  if (!data) throw notFound();
  return { data, type: detectKycFileType(data) ?? 'application/octet-stream' };
}

async function storeBanner(app: FastifyInstance, id: string, banner: Banner): Promise<string> {
  const key = bannerStorageKey(id);
  await app.storage.put(key, banner.data, banner.type);
  return key;
}
