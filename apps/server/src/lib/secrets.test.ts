import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { lastFour, parseSecretsKey, secretBox } from './secrets.ts';

describe('secret box', () => {
  const box = secretBox(randomBytes(32));

  it('round-trips and never repeats a ciphertext', () => {
    const a = box.seal('sk_live_abcdef123456');
    const b = box.seal('sk_live_abcdef123456');
    expect(a).not.toBe(b);
    expect(a).not.toContain('abcdef');
    expect(box.open(a)).toBe('sk_live_abcdef123456');
  });

  it('refuses tampered ciphertexts and other keys', () => {
    const sealed = box.seal('token');
    const parts = sealed.split('.');
    const tampered = [...parts.slice(0, 3), Buffer.from('tokeN').toString('base64url')].join('.');
    expect(() => box.open(tampered)).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('shows only the last four characters and parses hex or base64 keys', () => {
    expect(lastFour('$aact_12345678abcd')).toBe('••••abcd');
    expect(parseSecretsKey('00'.repeat(32))).toHaveLength(32);
    expect(parseSecretsKey(randomBytes(32).toString('base64'))).toHaveLength(32);
  });
});
