import { describe, expect, it } from 'vitest';
import { cardBrand } from './brand.ts';
import { isLuhnValid } from './luhn.ts';
import { sandboxCardOutcome, sandboxTestCards } from './test-cards.ts';

describe('sandbox test cards', () => {
  it.each([
    ['4111111111111111', 'approved'],
    ['5555555555554444', 'approved'],
    ['4000000000009995', 'insufficient_funds'],
    ['4000000000009979', 'fraud'],
    ['4000000000000119', 'processing_error'],
    ['4000000000000069', 'timeout'],
    ['4000 0000 0000 0069', 'timeout'],
    ['4242424242424242', 'approved'],
  ])('%s → %s', (number, outcome) => {
    expect(sandboxCardOutcome(number)).toBe(outcome);
  });

  it('refuses what cannot be a card', () => {
    expect(() => sandboxCardOutcome('4111111111111112')).toThrow(RangeError);
    expect(() => sandboxCardOutcome('42')).toThrow(RangeError);
  });

  it('lists only Luhn-valid numbers of the brand it names, each once', () => {
    for (const card of sandboxTestCards) {
      expect(isLuhnValid(card.number)).toBe(true);
      expect(cardBrand(card.number)).toBe(card.brand);
      expect(sandboxCardOutcome(card.number)).toBe(card.outcome);
    }
    expect(new Set(sandboxTestCards.map((card) => card.number)).size).toBe(sandboxTestCards.length);
  });
});
