const maxLength = 254;

/** Pragmatic check (one @, non-empty local part, dotted domain); deliverability is confirmed by email. */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > maxLength || /\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const labels = value.slice(at + 1).split('.');
  return labels.length >= 2 && labels.every((label) => label.length > 0);
}
