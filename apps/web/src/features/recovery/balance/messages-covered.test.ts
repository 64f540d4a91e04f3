import { describe, expect, it } from 'vitest';
import { messagesCovered } from './messages-covered.ts';

describe('messagesCovered', () => {
  it('counts whole messages only, in centavos', () => {
    expect(messagesCovered(5_000, 12)).toBe(416);
    expect(messagesCovered(5_000, 45)).toBe(111);
    expect(messagesCovered(5_000, 1)).toBe(5_000);
    expect(messagesCovered(44, 45)).toBe(0);
    expect(messagesCovered(45, 45)).toBe(1);
  });

  it('covers nothing without a balance, and does not count a free channel', () => {
    expect(messagesCovered(0, 12)).toBe(0);
    expect(messagesCovered(-300, 12)).toBe(0);
    expect(messagesCovered(5_000, 0)).toBeNull();
  });
});
