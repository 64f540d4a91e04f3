import { normalizeDocument } from './normalize.ts';

/** Structural check only (SSA never issues these area/group/serial values); there is no checksum. */
export function isValidSsn(value: string): boolean {
  const digits = normalizeDocument(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const area = Number(digits.slice(0, 3));
  const group = digits.slice(3, 5);
  const serial = digits.slice(5);
  return area !== 0 && area !== 666 && area < 900 && group !== '00' && serial !== '0000';
}
