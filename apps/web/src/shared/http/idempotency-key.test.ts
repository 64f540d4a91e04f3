import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key.ts';

describe('newIdempotencyKey', () => {
  it('fits the server rule and differs every time', () => {
    const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
  });
});
