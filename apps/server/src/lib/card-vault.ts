import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  randomBytes,
} from 'node:crypto';
import { parseSecretsKey } from './secrets.ts';

/** One key of the card vault; `id` is stored beside what it sealed so keys can rotate. */
export type VaultKey = { id: string; key: Buffer };

/** The vault's keys: the first seals, every one still opens what it sealed. */
export type VaultKeyRing = { current: VaultKey; all: VaultKey[] };

export type Sealed = { keyId: string; data: Buffer };

export type CardVault = {
  currentKeyId: string;
  /** AES-256-GCM with a fresh nonce; `context` (the token id) is bound as associated data. */
  seal(plain: string, context: string): Sealed;
  open(sealed: Sealed, context: string): string;
  /** A keyed HMAC of the card number under the current key: "same card" without the number. */
  fingerprint(cardNumber: string): { keyId: string; value: string };
  /** Whether a stored fingerprint was made under the current key (after a rotation it was not). */
  hasKey(keyId: string): boolean;
};

const keyIdPattern = /^[a-z0-9][a-z0-9_-]{0,31}$/i;

/**
 * `CARD_VAULT_KEY`: `id:key[,id:key…]`, keys of 32 bytes in hex or base64, the first one current.
 * Older keys stay listed until `npm run vault:rotate` has re-sealed everything under the new one.
 */
export function parseVaultKeyRing(text: string): VaultKeyRing {
  const all = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const separator = part.indexOf(':');
      const id = part.slice(0, separator);
      if (separator < 1 || !keyIdPattern.test(id))
        throw new Error('CARD_VAULT_KEY entries are id:key, the id in letters, digits, - and _');
      const key = parseSecretsKey(part.slice(separator + 1));
      if (key.length !== 32)
        throw new Error(`CARD_VAULT_KEY ${id} must be 32 bytes (64 hex characters or 44 base64)`);
      return { id, key };
    });
  const current = all[0];
  if (!current) throw new Error('CARD_VAULT_KEY has no key');
  if (new Set(all.map((k) => k.id)).size !== all.length)
    throw new Error('CARD_VAULT_KEY repeats a key id');
  return { current, all };
}

export const formatVaultKeyRing = (ring: VaultKeyRing) =>
  ring.all.map((k) => `${k.id}:${k.key.toString('hex')}`).join(',');

// Sealing and fingerprinting use separate keys derived from the vault key, so neither output
// tells anything about the other.
// KeyObjects, imported once: a Buffer key is imported again by every cipher or HMAC made with it.
const derive = (key: Buffer, purpose: string) =>
  createSecretKey(
    Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `repasse card vault ${purpose}`, 32)),
  );

export function createCardVault(ring: VaultKeyRing): CardVault {
  const keys = new Map(
    ring.all.map((k) => [
      k.id,
      { seal: derive(k.key, 'seal'), fingerprint: derive(k.key, 'fingerprint') },
    ]),
  );
  const keysOf = (id: string) => {
    const found = keys.get(id);
    if (!found) throw new Error(`card vault key ${id} is not configured (CARD_VAULT_KEY)`);
    return found;
  };
  const current = ring.current.id;
  return {
    currentKeyId: current,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', keysOf(current).seal, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return { keyId: current, data: Buffer.concat([iv, cipher.getAuthTag(), data]) };
    },
    open(sealed, context) {
      const decipher = createDecipheriv(
        'aes-256-gcm',
        keysOf(sealed.keyId).seal,
        sealed.data.subarray(0, 12),
      );
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(sealed.data.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.data.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
    fingerprint(cardNumber) {
      const value = createHmac('sha256', keysOf(current).fingerprint)
        .update(cardNumber)
        .digest('base64url');
      return { keyId: current, value };
    },
    hasKey: (id) => keys.has(id),
  };
}
