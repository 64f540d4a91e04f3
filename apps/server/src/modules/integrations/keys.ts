import type {
  ApiKey,
  ApiKeyKind,
  ApiKeysResponse,
  ApiMode,
  RegenerateKeyRequest,
  RegenerateKeyResponse,
} from '@repasse/core/contract/integrations';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { serializeOn } from '../../db/locks.ts';
import { apiKeys } from '../../db/schema.ts';
import { sellerRow } from '../../db/seller-row.ts';
import type { Clock } from '../../lib/clock.ts';
import { randomBase62, sha256 } from '../../lib/tokens.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { documentStatusOf } from './queries.ts';

type KeyRow = typeof apiKeys.$inferSelect;

const prefix = (kind: ApiKeyKind, mode: ApiMode) => `${kind === 'secret' ? 'sk' : 'pk'}_${mode}_`;

export function toApiKey(row: KeyRow): ApiKey {
  const kind = row.kind as ApiKeyKind;
  const mode = row.mode as ApiMode;
  return {
    id: row.id,
    mode,
    kind,
    display:
      kind === 'public' ? (row.publicValue ?? '') : `${prefix(kind, mode)}••••${row.lastFour}`,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/**
 * Which keys of a seller: their own (`null`), or those made for one catalog integration. Every
 * query for "the seller's key of a mode and kind" names one, so an integration's key is never
 * taken for the seller's own, nor the other way round.
 */
const ofIntegration = (integrationId: string | null) =>
  integrationId === null ? isNull(apiKeys.integrationId) : eq(apiKeys.integrationId, integrationId);

/** The seller's own active keys (`integrationId` null), or those made for one integration. */
export async function activeKeys(
  db: DbOrTx,
  sellerId: string,
  integrationId: string | null = null,
): Promise<KeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(
      and(eq(apiKeys.sellerId, sellerId), ofIntegration(integrationId), isNull(apiKeys.revokedAt)),
    )
    .orderBy(apiKeys.createdAt);
}

/**
 * Issues a new key of this mode and kind and revokes the previous one in the same transaction:
 * the seller's own key, or with `integrationId` the one made for that catalog integration.
 */
export async function regenerateKey(
  db: DbOrTx,
  clock: Clock,
  sellerId: string,
  mode: ApiMode,
  kind: ApiKeyKind,
  integrationId: string | null = null,
) {
  const value = `${prefix(kind, mode)}${randomBase62(32)}`;
  const now = clock.now();
  // Concurrent regenerations replace the current key one after another; the last one wins.
  await serializeOn(
    db,
    `api_keys:${sellerId}:${mode}:${kind}${integrationId ? `:${integrationId}` : ''}`,
  );
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiKeys.sellerId, sellerId),
        eq(apiKeys.mode, mode),
        eq(apiKeys.kind, kind),
        ofIntegration(integrationId),
        isNull(apiKeys.revokedAt),
      ),
    );
  const [row] = await db
    .insert(apiKeys)
    .values({
      sellerId,
      mode,
      kind,
      publicValue: kind === 'public' ? value : null,
      secretHash: kind === 'secret' ? sha256(value) : null,
      lastFour: value.slice(-4),
      createdAt: now,
      integrationId,
    })
    .returning();
  if (!row) throw new Error('api key insert returned nothing');
  return { key: toApiKey(row), secret: value };
}

export type ApiKeyContext = { keyId: string; sellerId: string; mode: ApiMode; kind: ApiKeyKind };

/**
 * The seller behind a secret key; null for anything else (public keys, revoked keys, garbage).
 * A key made for a catalog integration is the seller's key too: it is found by its hash alike.
 */
export async function authenticateSecretKey(
  app: FastifyInstance,
  value: string,
): Promise<ApiKeyContext | null> {
  if (!/^sk_(live|test)_[0-9A-Za-z]{32}$/.test(value)) return null;
  const hash = sha256(value);
  // Kept in memory until any key is revoked or changed; an unknown key is never kept.
  const row = await app.reads.read(['api_keys'], `secret-key:${hash}`, async () => {
    const [found] = await app.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.secretHash, hash), isNull(apiKeys.revokedAt)));
    return found;
  });
  if (!row) return null;
  const now = app.clock.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    // The kept row carries the stamp too, so each process writes it at most once a minute.
    row.lastUsedAt = now;
    await app.db.update(apiKeys).set({ lastUsedAt: now }).where(sellerRow(apiKeys, row));
  }
  return { keyId: row.id, sellerId: row.sellerId, mode: row.mode as ApiMode, kind: 'secret' };
}

/** The seller behind a public key (it may only create card tokens); null for anything else. */
export async function authenticatePublicKey(
  db: DbOrTx,
  value: string,
): Promise<ApiKeyContext | null> {
  if (!/^pk_(live|test)_[0-9A-Za-z]{32}$/.test(value)) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(
      and(eq(apiKeys.publicValue, value), eq(apiKeys.kind, 'public'), isNull(apiKeys.revokedAt)),
    );
  if (!row) return null;
  return { keyId: row.id, sellerId: row.sellerId, mode: row.mode as ApiMode, kind: 'public' };
}

/**
 * The seller's current public key of this mode, issued on first need: the hosted checkout
 * tokenises cards with it even for sellers who never opened Integrations.
 */
export async function ensurePublicKey(
  db: Db,
  clock: Clock,
  sellerId: string,
  mode: ApiMode,
): Promise<string> {
  const found = await currentPublicKey(db, sellerId, mode);
  if (found) return found;
  return db.transaction(async (tx) => {
    await serializeOn(tx, `api_keys:${sellerId}:${mode}:public`);
    // Another request may have issued it while this one waited.
    return (
      (await currentPublicKey(tx, sellerId, mode)) ??
      (await regenerateKey(tx, clock, sellerId, mode, 'public')).secret
    );
  });
}

async function currentPublicKey(db: DbOrTx, sellerId: string, mode: ApiMode) {
  const [row] = await db
    .select({ value: apiKeys.publicValue })
    .from(apiKeys)
    .where(
      and(
        eq(apiKeys.sellerId, sellerId),
        eq(apiKeys.mode, mode),
        eq(apiKeys.kind, 'public'),
        isNull(apiKeys.integrationId),
        isNull(apiKeys.revokedAt),
      ),
    );
  return row?.value ?? null;
}

/** The seller's current keys, secrets masked; live keys work once their documents are approved. */
export async function sellerApiKeys(
  app: FastifyInstance,
  sellerId: string,
): Promise<ApiKeysResponse> {
  const documentStatus = await documentStatusOf(app.db, sellerId);
  const keys = (await activeKeys(app.db, sellerId)).map(toApiKey);
  return { keys, liveEnabled: documentStatus === 'validate' };
}

/** A new key of that mode and kind, its secret answered this once; the previous one stops working. */
export async function issueApiKey(
  app: FastifyInstance,
  actor: AuditActor,
  sellerId: string,
  { mode, kind }: RegenerateKeyRequest,
): Promise<RegenerateKeyResponse> {
  return app.db.transaction(async (tx) => {
    const created = await regenerateKey(tx, app.clock, sellerId, mode, kind);
    await recordAudit(tx, app.clock, actor, {
      action: 'integrations.key_regenerate',
      targetType: 'api_key',
      targetId: created.key.id,
      after: { mode, kind },
    });
    return created;
  });
}
