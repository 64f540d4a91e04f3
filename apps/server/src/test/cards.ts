import type { ApiMode } from '@repasse/core/contract/integrations';
import { eq } from 'drizzle-orm';
import { apiKeys } from '../db/schema.ts';
import { sha256 } from '../lib/tokens.ts';
import { ensurePublicKey } from '../modules/integrations/keys.ts';
import { bearer, type TestApp } from './harness.ts';

/** The public key beside a secret key: what the seller's web page would tokenise cards with. */
export async function publicKeyOf(t: TestApp, secretKey: string): Promise<string> {
  const [row] = await t.app.db
    .select({ sellerId: apiKeys.sellerId, mode: apiKeys.mode })
    .from(apiKeys)
    .where(eq(apiKeys.secretHash, sha256(secretKey)));
  if (!row) throw new Error('unknown secret key');
  return ensurePublicKey(t.app.db, t.app.clock, row.sellerId, row.mode as ApiMode);
}

/** POST /v1/tokens, as a buyer's browser does. */
export const tokenizeCard = (
  t: TestApp,
  publicKey: string,
  card: object,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/tokens',
    headers: { ...bearer(publicKey), ...headers },
    payload: { card },
  });

/**
 * A charge body as an integrating seller sends it: the card tokenised first with the seller's
 * public key. A card the token route refuses is left as it was, for the charge to refuse.
 */
export async function withCardToken(t: TestApp, secretKey: string, body: object): Promise<object> {
  const card = (body as { card?: unknown }).card;
  if (!card || typeof card !== 'object' || !('number' in card)) return body;
  const tokenised = await tokenizeCard(t, await publicKeyOf(t, secretKey), card);
  if (tokenised.statusCode !== 201) return body;
  return { ...body, card: { token: tokenised.json<{ id: string }>().id } };
}
