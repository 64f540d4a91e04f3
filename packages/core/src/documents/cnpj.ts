import { normalizeDocument } from './normalize.ts';

// Since July 2026 the 12 base characters may be letters; the 2 check digits stay numeric.
const cnpjShape = /^[A-Z\d]{12}\d{2}$/;
const firstWeights = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;
const secondWeights = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] as const;

function cnpjCharacters(value: string): string | undefined {
  const normalized = normalizeDocument(value);
  return cnpjShape.test(normalized) ? normalized : undefined;
}

/** Receita Federal rule: a character is worth its ASCII code minus 48 ('0' → 0, 'A' → 17). */
function checkDigit(characters: string, weights: readonly number[]): number {
  let sum = 0;
  weights.forEach((weight, index) => {
    sum += (characters.charCodeAt(index) - 48) * weight;
  });
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function isValidCnpj(value: string): boolean {
  const characters = cnpjCharacters(value);
  // Repeated digits (00.000.000/0000-00…) satisfy the checksum but are never issued.
  if (characters === undefined || /^(\d)\1{13}$/.test(characters)) return false;
  const first = checkDigit(characters, firstWeights);
  const second = checkDigit(`${characters.slice(0, 12)}${first}`, secondWeights);
  return characters.endsWith(`${first}${second}`);
}

/** Formats as `00.000.000/0000-00` (letters uppercased); throws when the input does not have that shape. */
export function formatCnpj(value: string): string {
  const c = cnpjCharacters(value);
  if (c === undefined) throw new RangeError('A CNPJ has 12 letters or digits followed by 2 digits');
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}
