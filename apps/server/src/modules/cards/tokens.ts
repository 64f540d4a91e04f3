import { saoPauloDay } from '@repasse/core/calendar/business-days';
import { cardBrand } from '@repasse/core/cards/brand';
import type { CardToken, cardInputSchema } from '@repasse/core/contract/card-tokens';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { randomBase62 } from '../../lib/tokens.ts';
import { countTokenisation } from './card-testing.ts';
import { type CardTokenRow, insertCardToken } from './queries.ts';

export type CardInput = z.output<typeof cardInputSchema>;

/** Single use, for as long as a buyer takes between typing the card and paying. */
export const cardTokenLifetimeMs = 15 * 60 * 1000;

/** Who asks for the token: a public key from a browser, or the platform for a seller's server. */
export type TokenRequester = {
  sellerId: string;
  livemode: boolean;
  /** The public key; null when the platform vaults raw card data a seller was allowed to send. */
  keyId: string | null;
  ip: string | null;
};

const fieldError = (field: string, message: string) =>
  new AppError('validation', { [`card.${field}`]: message });

/** A card is good through the last day of its expiry month, São Paulo time. */
function checkCard(card: CardInput, now: Date) {
  const month = `${card.expYear}-${String(card.expMonth).padStart(2, '0')}`;
  if (month < saoPauloDay(now).slice(0, 7)) throw fieldError('expYear', 'validation.cardExpiry');
  const brand = cardBrand(card.number);
  if (brand === 'unknown') throw fieldError('number', 'validation.cardBrand');
  return brand;
}

/**
 * Puts a card in the vault and answers a token for it: checked (Luhn by the contract, expiry and
 * brand here) and counted against card testing before anything is stored; the number sealed
 * with its holder, the security code sealed apart so it can be destroyed on its own.
 */
export async function vaultCard(
  app: FastifyInstance,
  who: TokenRequester,
  card: CardInput,
): Promise<CardTokenRow> {
  const now = app.clock.now();
  const brand = checkCard(card, now);
  const fingerprint = app.cardVault.fingerprint(card.number);
  await countTokenisation(app, {
    keyId: who.keyId,
    livemode: who.livemode,
    ip: who.ip,
    fingerprint: fingerprint.value,
  });
  const id = `tok_${randomBase62(24)}`;
  const sealedCard = app.cardVault.seal(
    JSON.stringify({ number: card.number, holderName: card.holderName }),
    id,
  );
  const sealedCode = app.cardVault.seal(card.cvv, `${id}:cvv`);
  return insertCardToken(app.db, {
    id,
    sellerId: who.sellerId,
    apiKeyId: who.keyId,
    livemode: who.livemode,
    brand,
    firstSix: card.number.slice(0, 6),
    lastFour: card.number.slice(-4),
    expMonth: card.expMonth,
    expYear: card.expYear,
    fingerprint: fingerprint.value,
    fingerprintKeyId: fingerprint.keyId,
    vaultKeyId: sealedCard.keyId,
    cardSealed: sealedCard.data,
    securityCodeSealed: sealedCode.data,
    ip: who.ip,
    createdAt: now,
    expiresAt: new Date(now.getTime() + cardTokenLifetimeMs),
  });
}

export const cardSummaryOf = (row: CardTokenRow) => ({
  brand: row.brand as CardToken['card']['brand'],
  firstSix: row.firstSix,
  lastFour: row.lastFour,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

export function toCardToken(row: CardTokenRow): CardToken {
  return {
    id: row.id,
    object: 'token',
    type: 'card',
    livemode: row.livemode,
    card: cardSummaryOf(row),
    used: row.usedAt !== null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
