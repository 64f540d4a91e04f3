import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { TestClock } from '../../lib/clock.ts';
import {
  acquirerKinds,
  createAcquirer,
  isAcquirerKind,
  isSandboxAcquirer,
} from './create-acquirer.ts';

const deps = {
  db: {} as Db,
  clock: new TestClock(),
  deliver: async () => {},
  publicUrl: 'https://pay.repasse.dev',
};
const settings = (kind: string) => ({ id: randomUUID(), kind, apiUrl: null, tokens: ['token'] });

describe('createAcquirer', () => {
  it('builds every kind it lists', () => {
    expect(acquirerKinds).toEqual(['sandbox', 'pagarme']);
    for (const kind of acquirerKinds) expect(createAcquirer(settings(kind), deps).kind).toBe(kind);
  });

  it('tells the sandbox apart, for its simulate tools', () => {
    expect(isSandboxAcquirer(createAcquirer(settings('sandbox'), deps))).toBe(true);
    expect(isSandboxAcquirer(createAcquirer(settings('pagarme'), deps))).toBe(false);
  });

  it('refuses kinds it does not know', () => {
    expect(isAcquirerKind('pagarme')).toBe(true);
    expect(isAcquirerKind('cielo')).toBe(false);
    expect(() => createAcquirer(settings('cielo'), deps)).toThrow(/Unknown acquirer kind: cielo/);
  });
});
