import { describe, expect, it } from 'vitest';
import { shortOrderId } from './short-order-id.ts';

describe('shortOrderId', () => {
  it('keeps the first eight characters', () => {
    expect(shortOrderId('fbc8265a-a189-4b8d-ac74-0d1a96197a7d')).toBe('FBC8265A');
  });
});
