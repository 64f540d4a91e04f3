import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../http/errors.ts';
import type { CardData } from '../../providers/acquirers/types.ts';
import {
  type CardTokenRow,
  destroySecurityCode,
  lockCardToken,
  markCardTokenUsed,
} from './queries.ts';

const refused = (code: 'card_token.not_found' | 'card_token.used' | 'card_token.expired') =>
  fieldError(code, 'card.token');

/**
 * The charge takes the token for itself, locked in the transaction that creates the charge:
 * another seller's token, or one of the other mode, is as unknown as none (it reveals nothing);
 * a used or expired token is refused. `bindCardToken` then marks it used by the new charge.
 */
export async function takeCardToken(
  app: FastifyInstance,
  tx: DbOrTx,
  tokenId: string,
  owner: { sellerId: string; livemode: boolean },
): Promise<CardTokenRow> {
  const token = await lockCardToken(tx, tokenId);
  if (!token || token.sellerId !== owner.sellerId || token.livemode !== owner.livemode)
    throw refused('card_token.not_found');
  if (token.usedAt) throw refused('card_token.used');
  if (token.expiresAt <= app.clock.now() || !token.cardSealed) throw refused('card_token.expired');
  return token;
}

export const bindCardToken = markCardTokenUsed;

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

/** PCI DSS 3.3.1: the security code does not outlive the authorisation attempt. */
export async function forgetSecurityCode(app: FastifyInstance, tokenId: string): Promise<void> {
  await destroySecurityCode(app.db, tokenId);
}
