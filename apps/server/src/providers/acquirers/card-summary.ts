import { cardBrand } from '@repasse/core/cards/brand';
import { lastFour } from '@repasse/core/cards/card-input';
import type { CardData, CardSummary } from './types.ts';

/** Brand and last four digits: all of a card that may outlive the call. */
export function summarizeCard(card: CardData | undefined): CardSummary | undefined {
  if (!card) return undefined;
  try {
    return { brand: cardBrand(card.number), lastFour: lastFour(card.number) };
  } catch {
    return undefined;
  }
}
