import { describe, expect, it } from 'vitest';
import { candidatesFor, moveItem, routingChanged } from './routing-state.ts';

describe('multi-acquiring list', () => {
  it('moves one place up or down and ignores moves past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('offers only acquirers that take the method and are not listed yet', () => {
    const acquirers = [
      { id: 'sandbox', methods: ['pix', 'card', 'boleto'] },
      { id: 'pagarme', methods: ['card'] },
      { id: 'payout', methods: ['cashout'] },
    ];
    expect(candidatesFor('card', acquirers, ['sandbox']).map((a) => a.id)).toEqual(['pagarme']);
    expect(candidatesFor('pix', acquirers, ['sandbox'])).toEqual([]);
    expect(candidatesFor('boleto', acquirers, []).map((a) => a.id)).toEqual(['sandbox']);
  });

  it('sees a change of order as a change', () => {
    const saved = { pix: ['a'], card: ['a', 'b'], boleto: [] };
    expect(routingChanged(saved, { ...saved })).toBe(false);
    expect(routingChanged(saved, { ...saved, card: ['b', 'a'] })).toBe(true);
    expect(routingChanged(saved, { ...saved, boleto: ['a'] })).toBe(true);
  });
});
