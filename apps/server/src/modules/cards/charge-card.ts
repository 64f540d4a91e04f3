import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { CardData } from '../../providers/acquirers/types.ts';
import { type CardTokenRow, cardTokenRow } from './queries.ts';

const refused = (code: 'card_token.not_found' | 'card_token.used' | 'card_token.expired') =>
  fieldError(code, 'card.token');

/**
 * Why a charge could not claim the token (payments/charge-statements.ts claims it in the
 * statement that creates the charge): another seller's token, or one of the other mode, is as
 * unknown as none (it reveals nothing); a used or expired one is refused as such.
 */
export async function tokenRefusal(
  app: FastifyInstance,
  db: DbOrTx,
  tokenId: string,
  owner: { sellerId: string; livemode: boolean },
) {
  const token = await cardTokenRow(db, owner.sellerId, tokenId);
  if (!token || token.livemode !== owner.livemode) return refused('card_token.not_found');
  if (token.usedAt) return refused('card_token.used');
  if (token.expiresAt <= app.clock.now() || !token.cardSealed) return refused('card_token.expired');
  // Claimable again only after a race that was undone meanwhile: refused as used, the safe answer.
  return refused('card_token.used');
}

/** What the vault keeps of a card: sealed, so holding it in memory reveals nothing. */
export type SealedCard = Pick<
  CardTokenRow,
  'id' | 'vaultKeyId' | 'cardSealed' | 'securityCodeSealed' | 'expMonth' | 'expYear'
>;

/**
 * The card out of the vault for one acquirer call, opened from the sealed row the charge locked
 * (no second read): in clear in memory for that call only.
 */
export function openCard(app: FastifyInstance, sealed: SealedCard): CardData {
  if (!sealed.cardSealed) throw new Error(`card token ${sealed.id} holds no card`);
  const { number, holderName } = JSON.parse(
    app.cardVault.open({ keyId: sealed.vaultKeyId, data: sealed.cardSealed }, sealed.id),
  ) as { number: string; holderName: string };
  const cvv = sealed.securityCodeSealed
    ? app.cardVault.open(
        { keyId: sealed.vaultKeyId, data: sealed.securityCodeSealed },
        `${sealed.id}:cvv`,
      )
    : '';
  return { number, holderName, expMonth: sealed.expMonth, expYear: sealed.expYear, cvv };
}
