import { describe, expect, it } from 'vitest';
import { describeAccount, shortReference } from './ledger-reference.ts';

describe('shortReference', () => {
  it('shortens the id after the kind', () => {
    expect(shortReference('sale:fbc8265a-a189-4b8d-ac74-0d1a96197a7d')).toEqual({
      kind: 'sale',
      id: 'FBC8265A',
    });
    expect(shortReference('anticipation:9190fc8e-2607:0a1b2c3d4e5f')).toEqual({
      kind: 'anticipation',
      id: '0A1B2C3D',
    });
    expect(shortReference('manual')).toEqual({ kind: '', id: 'MANUAL' });
  });
});

describe('describeAccount', () => {
  it('reads seller account codes', () => {
    expect(describeAccount('seller:9190fc8e-2607-4f04-b717-fb8060a5ac52:available')).toEqual({
      kind: 'available',
      short: 'seller:9190fc8e…:available',
    });
  });

  it('keeps other codes as they are', () => {
    expect(describeAccount('platform:revenue')).toEqual({ kind: null, short: 'platform:revenue' });
    expect(describeAccount('acquirer:sandbox:receivable')).toEqual({
      kind: null,
      short: 'acquirer:sandbox:receivable',
    });
  });
});
