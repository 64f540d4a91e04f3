import type {
  AdminIntegration,
  CatalogIntegration,
  IntegrationFields,
} from '@repasse/core/contract/integration-catalog';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { apiKeys, integrationCatalog } from '../../db/schema.ts';

export type CatalogRow = typeof integrationCatalog.$inferSelect;

const catalogOrder = [asc(integrationCatalog.position), asc(integrationCatalog.createdAt)];

/** Where an entry's banner is stored: a new name for every upload. */
export const bannerStorageKey = (id: string) => `integration-catalog/${id}/${crypto.randomUUID()}`;

/** The stored name of the banner: a replaced banner has a new one. */
const bannerVersion = (row: CatalogRow) => row.bannerKey.split('/').pop() ?? '';

/** The public banner's address, versioned so a replaced banner is a new URL (it is cached). */
export const bannerUrl = (row: CatalogRow, publicUrl: string) =>
  `${publicUrl}/web/public/integrations/${row.id}/banner?v=${bannerVersion(row)}`;

export const toAdminIntegration = (
  row: CatalogRow,
  sellersConnected: number,
): AdminIntegration => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  description: row.description,
  active: row.active,
  position: row.position,
  bannerVersion: bannerVersion(row),
  sellersConnected,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toCatalogIntegration = (
  row: CatalogRow,
  publicUrl: string,
  connected: boolean,
): CatalogIntegration => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  bannerUrl: bannerUrl(row, publicUrl),
  connected,
  offered: row.active,
});

/** Every entry, in the catalog's order, active or not. */
export const catalogRows = (db: DbOrTx) =>
  db
    .select()
    .from(integrationCatalog)
    .orderBy(...catalogOrder);

/** The active entries, in the catalog's order: what sellers see. */
export const activeCatalogRows = (db: DbOrTx) =>
  db
    .select()
    .from(integrationCatalog)
    .where(eq(integrationCatalog.active, true))
    .orderBy(...catalogOrder);

export async function catalogRow(db: DbOrTx, id: string): Promise<CatalogRow | undefined> {
  const [row] = await db.select().from(integrationCatalog).where(eq(integrationCatalog.id, id));
  return row;
}

/** An entry sellers may see: an inactive one is as good as missing. */
export async function activeCatalogRow(db: DbOrTx, id: string): Promise<CatalogRow | undefined> {
  const [row] = await db
    .select()
    .from(integrationCatalog)
    .where(and(eq(integrationCatalog.id, id), eq(integrationCatalog.active, true)));
  return row;
}

/** How many sellers hold at least one active key made for each entry. */
export async function sellersConnectedByEntry(db: DbOrTx): Promise<Map<string, number>> {
  const rows = await db
    .select({
      integrationId: apiKeys.integrationId,
      sellers: sql<number>`count(distinct ${apiKeys.sellerId})::int`,
    })
    .from(apiKeys)
    .where(and(isNotNull(apiKeys.integrationId), isNull(apiKeys.revokedAt)))
    .groupBy(apiKeys.integrationId);
  return new Map(rows.map((row) => [row.integrationId ?? '', Number(row.sellers)]));
}

/** The entries the seller holds an active key for. */
export async function connectedEntries(db: DbOrTx, sellerId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ integrationId: apiKeys.integrationId })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.sellerId, sellerId),
        isNotNull(apiKeys.integrationId),
        isNull(apiKeys.revokedAt),
      ),
    );
  return new Set(rows.map((row) => row.integrationId ?? ''));
}

export async function connectedSellersOf(db: DbOrTx, id: string): Promise<number> {
  const [row] = await db
    .select({ sellers: sql<number>`count(distinct ${apiKeys.sellerId})::int` })
    .from(apiKeys)
    .where(and(eq(apiKeys.integrationId, id), isNull(apiKeys.revokedAt)));
  return Number(row?.sellers ?? 0);
}

/** The position after the last entry: a new entry goes to the end of the catalog. */
export async function nextPosition(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${integrationCatalog.position})` })
    .from(integrationCatalog);
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function insertCatalogRow(
  db: DbOrTx,
  values: IntegrationFields & { id: string; bannerKey: string; position: number },
  now: Date,
): Promise<CatalogRow> {
  const [row] = await db
    .insert(integrationCatalog)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('integration catalog insert returned nothing');
  return row;
}

export async function updateCatalogRow(
  db: DbOrTx,
  id: string,
  change: Partial<IntegrationFields & { bannerKey: string; position: number }>,
  now: Date,
): Promise<CatalogRow | undefined> {
  const [row] = await db
    .update(integrationCatalog)
    .set({ ...change, updatedAt: now })
    .where(eq(integrationCatalog.id, id))
    .returning();
  return row;
}

/** Sets one entry's position, leaving its last change (and banner address) as it was. */
export const setCatalogPosition = (db: DbOrTx, id: string, position: number) =>
  db.update(integrationCatalog).set({ position }).where(eq(integrationCatalog.id, id));

/**
 * Revokes one key the seller made for this integration; false when there is no such active key
 * (another seller's, another integration's, the seller's own keys, already revoked).
 */
export async function revokeIntegrationKeyRow(
  db: DbOrTx,
  sellerId: string,
  integrationId: string,
  keyId: string,
  now: Date,
): Promise<typeof apiKeys.$inferSelect | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiKeys.id, keyId),
        eq(apiKeys.sellerId, sellerId),
        eq(apiKeys.integrationId, integrationId),
        isNull(apiKeys.revokedAt),
      ),
    )
    .returning();
  return row;
}
