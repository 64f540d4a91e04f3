import { cardDigits } from './card-digits.ts';

export const cardBrands = [
  'visa',
  'mastercard',
  'amex',
  'elo',
  'hipercard',
  'diners',
  'discover',
  'unknown',
] as const;
export type CardBrand = (typeof cardBrands)[number];

// Elo's published BIN ranges; several sit inside Visa's 4 and Discover's 65, so Elo is tried first.
const eloBins: readonly (readonly [number, number])[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];

const prefixes: readonly (readonly [Exclude<CardBrand, 'elo' | 'unknown'>, RegExp])[] = [
  // Hipercard's 3841 lies inside Diners' 38.
  ['hipercard', /^(606282|3841)/],
  ['amex', /^3[47]/],
  ['diners', /^(30[0-5]|3095|36|38|39)/],
  ['discover', /^(6011|64[4-9]|65|622(12[6-9]|1[3-9]\d|[2-8]\d\d|9[01]\d|92[0-5]))/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
  ['visa', /^4/],
];

/** The brand by the number's leading digits; works on a partly typed number. */
export function cardBrand(number: string): CardBrand {
  const digits = cardDigits(number);
  if (!/^\d+$/.test(digits)) return 'unknown';
  if (digits.length >= 6) {
    const bin = Number(digits.slice(0, 6));
    if (eloBins.some(([low, high]) => bin >= low && bin <= high)) return 'elo';
  }
  return prefixes.find(([, pattern]) => pattern.test(digits))?.[0] ?? 'unknown';
}
