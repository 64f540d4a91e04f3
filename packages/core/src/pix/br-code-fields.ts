import type { Cents } from '../money/cents.ts';
import { foldToEmvText } from './emv-text.ts';
import { isValidPixKey, normalizePixKey, pixKeyTypes } from './pix-key.ts';

/** Field 62-05 when the payment carries no transaction id of its own. */
export const noTxid = '***';

const txidPattern = /^[A-Za-z0-9]{1,25}$/;
const maxKeyLength = 77;
const maxLocationLength = 77;

/** The key exactly as the DICT stores it: payer apps look it up byte for byte. */
export function checkPixKey(key: string): string {
  const stored = pixKeyTypes.some(
    (type) => isValidPixKey(type, key) && normalizePixKey(type, key) === key,
  );
  if (!stored || key.length > maxKeyLength) {
    throw new RangeError(
      'The Pix key must be a CPF or CNPJ (digits only), a +E.164 phone, a lowercase email or a random key (UUID)',
    );
  }
  return key;
}

export function checkTxid(txid: string | undefined): string {
  if (txid === undefined || txid === noTxid) return noTxid;
  if (!txidPattern.test(txid)) {
    throw new RangeError('The txid must have 1 to 25 letters and digits, or be "***"');
  }
  return txid;
}

/** A URL without scheme, as field 26-25 holds it: payer apps add https:// themselves. */
export function checkLocation(location: string): string {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(location)) {
    throw new RangeError('Write the location without its scheme (no "https://")');
  }
  if (location.length > maxLocationLength) {
    throw new RangeError(`The location holds at most ${maxLocationLength} characters`);
  }
  if (!/^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?\/[\x21-\x7e]*$/.test(location)) {
    throw new RangeError(
      'The location must be a host name followed by a path, e.g. psp.example.com/qr/v2/…',
    );
  }
  return location;
}

export function merchantText(value: string, field: string, maxLength: number): string {
  const folded = foldToEmvText(value, field);
  if (folded.length === 0) throw new RangeError(`${field} is required`);
  if (folded.length > maxLength) {
    throw new RangeError(`${field} holds at most ${maxLength} characters, got ${folded.length}`);
  }
  return folded;
}

/** Field 54 from integer centavos: "1234.50", built from digits so no float ever rounds it. */
export function formatBrCodeAmount(amount: Cents): string {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError(`The amount must be a positive whole number of centavos, got ${amount}`);
  }
  const digits = String(amount).padStart(3, '0');
  const text = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  if (text.length > 13) throw new RangeError('The amount exceeds the 13 characters of field 54');
  return text;
}

/** Field 54 back to centavos; EMV also allows "10" and "10.5". */
export function parseBrCodeAmount(text: string): Cents {
  const match = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match || text.length > 13) throw new SyntaxError(`Field 54 is not an amount: "${text}"`);
  const [, reais = '0', centavos = ''] = match;
  return Number(reais) * 100 + Number(centavos.padEnd(2, '0'));
}
