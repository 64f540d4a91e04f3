import { createCipheriv, createDecipheriv, createSecretKey, randomBytes } from 'node:crypto';

/** Encrypts provider tokens at rest: AES-256-GCM, a fresh 96-bit nonce per value, `v1.<iv>.<tag>.<data>`. */
export type SecretBox = {
  seal(plain: string): string;
  open(sealed: string): string;
};

export function secretBox(secretsKey: Buffer): SecretBox {
  if (secretsKey.length !== 32)
    throw new Error('SECRETS_KEY must be 32 bytes (64 hex characters or 44 base64)');
  // Imported once: a Buffer key is imported again by every cipher made with it.
  const key = createSecretKey(secretsKey);
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        'v1',
        iv.toString('base64url'),
        cipher.getAuthTag().toString('base64url'),
        data.toString('base64url'),
      ].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** Only the last four characters of a secret ever leave the server. */
export const lastFour = (secret: string) =>
  secret.length <= 4 ? '••••' : `••••${secret.slice(-4)}`;

export function parseSecretsKey(text: string): Buffer {
  const trimmed = text.trim();
  return /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : Buffer.from(trimmed, 'base64');
}
