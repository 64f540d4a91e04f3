/**
 * A fresh Idempotency-Key, one per confirmation dialog (a withdrawal, an anticipation, a recovery
 * top-up): a retried confirmation then runs once. getRandomValues, unlike randomUUID, also works
 * on plain-http addresses.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
