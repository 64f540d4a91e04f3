import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cardTokens } from '../../db/schema.ts';
import type { CardVault } from '../../lib/card-vault.ts';
import { tokensToReseal } from './queries.ts';

/**
 * After a new key is put first in CARD_VAULT_KEY: opens what older keys sealed and seals it under
 * the current key, fingerprints included, in batches; a row changed meanwhile (a charge used it,
 * the purge emptied it) is skipped and found again by the next batch. Once it reports nothing
 * left, the old keys can leave CARD_VAULT_KEY.
 */
export async function resealVault(db: DbOrTx, vault: CardVault, batchSize = 500) {
  let resealed = 0;
  for (;;) {
    const rows = await tokensToReseal(db, vault.currentKeyId, batchSize);
    if (!rows.length) return { resealed };
    for (const row of rows) {
      const open = (data: Buffer | null, context: string) =>
        data ? vault.open({ keyId: row.vaultKeyId, data }, context) : null;
      const card = open(row.cardSealed, row.id);
      const code = open(row.securityCodeSealed, `${row.id}:cvv`);
      const number = card ? (JSON.parse(card) as { number: string }).number : null;
      const fingerprint = number ? vault.fingerprint(number) : null;
      await db
        .update(cardTokens)
        .set({
          vaultKeyId: vault.currentKeyId,
          cardSealed: card ? vault.seal(card, row.id).data : null,
          securityCodeSealed: code ? vault.seal(code, `${row.id}:cvv`).data : null,
          ...(fingerprint
            ? { fingerprint: fingerprint.value, fingerprintKeyId: fingerprint.keyId }
            : {}),
        })
        .where(and(eq(cardTokens.id, row.id), eq(cardTokens.vaultKeyId, row.vaultKeyId)));
      resealed += 1;
    }
  }
}
