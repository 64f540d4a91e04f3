import type { CardBrand } from './brand.ts';
import { cardDigits } from './card-digits.ts';
import { isLuhnValid } from './luhn.ts';

export const sandboxOutcomes = [
  'approved',
  'insufficient_funds',
  'fraud',
  'processing_error',
  'timeout',
] as const;
export type SandboxOutcome = (typeof sandboxOutcomes)[number];

export type SandboxTestCard = {
  number: string;
  brand: CardBrand;
  outcome: SandboxOutcome;
  label: string;
};

/** The sandbox acquirer's test cards; any other valid number is approved. */
export const sandboxTestCards: readonly SandboxTestCard[] = [
  { number: '4111111111111111', brand: 'visa', outcome: 'approved', label: 'Approved (Visa)' },
  {
    number: '5555555555554444',
    brand: 'mastercard',
    outcome: 'approved',
    label: 'Approved (Mastercard)',
  },
  { number: '378282246310005', brand: 'amex', outcome: 'approved', label: 'Approved (Amex)' },
  { number: '6362970000457013', brand: 'elo', outcome: 'approved', label: 'Approved (Elo)' },
  {
    number: '6062825624254001',
    brand: 'hipercard',
    outcome: 'approved',
    label: 'Approved (Hipercard)',
  },
  {
    number: '4000000000009995',
    brand: 'visa',
    outcome: 'insufficient_funds',
    label: 'Declined: insufficient funds',
  },
  {
    number: '4000000000009979',
    brand: 'visa',
    outcome: 'fraud',
    label: 'Declined: suspected fraud',
  },
  {
    number: '4000000000000119',
    brand: 'visa',
    outcome: 'processing_error',
    label: 'Processing error at the acquirer',
  },
  {
    number: '4000000000000069',
    brand: 'visa',
    outcome: 'timeout',
    label: 'The acquirer times out',
  },
];

const outcomeByNumber = new Map(sandboxTestCards.map((card) => [card.number, card.outcome]));

/** What the sandbox does with a card; throws when the number could not be a card (12–19 digits, Luhn). */
export function sandboxCardOutcome(number: string): SandboxOutcome {
  const digits = cardDigits(number);
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits)) {
    throw new RangeError('Not a card number: 12 to 19 digits passing the Luhn check');
  }
  return outcomeByNumber.get(digits) ?? 'approved';
}
