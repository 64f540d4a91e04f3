const printableAscii = /^[\x20-\x7e]*$/;

/**
 * Text for a BR Code field: accents removed (São → Sao), spaces collapsed. Payer apps read the
 * payload as ASCII, so anything still outside printable ASCII after folding is refused.
 */
export function foldToEmvText(value: string, field: string): string {
  const folded = value.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
  if (!printableAscii.test(folded)) {
    throw new RangeError(`${field} must contain only Latin letters, digits and punctuation`);
  }
  return folded;
}
