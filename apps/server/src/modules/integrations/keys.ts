import { randomBytes } from 'node:crypto';
import type { ApiKey, ApiMode } from '@repasse/core/contract/integrations';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { serializeOn } from '../../db/locks.ts';
import { apiKeys } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { sha256 } from '../../lib/tokens.ts';

type KeyRow = typeof apiKeys.$inferSelect;
type Kind = 'public' | 'secret';

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
function randomToken(length: number): string {
  // 248 is the largest multiple of 62 below 256: rejecting larger bytes keeps every character equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length))
      if (byte < 248 && out.length < length) out += base62[byte % 62];
  }
  return out;
}

const prefix = (kind: Kind, mode: ApiMode) => `${kind === 'secret' ? 'sk' : 'pk'}_${mode}_`;

export function toApiKey(row: KeyRow): ApiKey {
  const kind = row.kind as Kind;
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

export async function activeKeys(db: DbOrTx, sellerId: string): Promise<KeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.sellerId, sellerId), isNull(apiKeys.revokedAt)));
}

/** Issues a new key of this mode and kind and revokes the previous one in the same transaction. */
export async function regenerateKey(
  db: DbOrTx,
  clock: Clock,
  sellerId: string,
  mode: ApiMode,
  kind: Kind,
) {
  const value = `${prefix(kind, mode)}${randomToken(32)}`;
  const now = clock.now();
  // Concurrent regenerations replace the current key one after another; the last one wins.
  await serializeOn(db, `api_keys:${sellerId}:${mode}:${kind}`);
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(apiKeys.sellerId, sellerId),
        eq(apiKeys.mode, mode),
        eq(apiKeys.kind, kind),
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
    })
    .returning();
  if (!row) throw new Error('api key insert returned nothing');
  return { key: toApiKey(row), secret: value };
}

export type ApiKeyContext = { keyId: string; sellerId: string; mode: ApiMode };

/** The seller behind a secret key; null for anything else (public keys, revoked keys, garbage). */
export async function authenticateSecretKey(
  db: DbOrTx,
  clock: Clock,
  value: string,
): Promise<ApiKeyContext | null> {
  if (!/^sk_(live|test)_[0-9A-Za-z]{32}$/.test(value)) return null;
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, sha256(value)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  const now = clock.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id));
  }
  return { keyId: row.id, sellerId: row.sellerId, mode: row.mode as ApiMode };
}
