/**
 * A fresh Idempotency-Key, one per confirmation dialog: a retried confirmation then runs once.
 * getRandomValues, unlike randomUUID, also works on plain-http addresses.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The first characters of an order id, enough to tell orders apart on screen. */
export const shortOrderId = (orderId: string): string => orderId.slice(0, 8).toUpperCase();
