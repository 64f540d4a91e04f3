export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

export function normalizeDocument(value: string): string {
  return value.replace(/[\s./-]/g, '').toUpperCase();
}
