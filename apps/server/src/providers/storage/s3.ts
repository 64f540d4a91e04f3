import { sha256Hex, signV4, uriEncode } from './sigv4.ts';
import type { FileStorage } from './types.ts';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** S3-compatible object storage (AWS S3, MinIO, R2…) over path-style URLs, signed with SigV4. */
export function s3Storage(settings: S3Settings, now: () => Date = () => new Date()): FileStorage {
  const urlOf = (key: string) =>
    new URL(
      `${settings.endpoint.replace(/\/$/, '')}/${uriEncode(settings.bucket)}/${key.split('/').map(uriEncode).join('/')}`,
    );

  async function send(method: string, key: string, body?: Buffer, contentType?: string) {
    const url = urlOf(key);
    const payloadHash = sha256Hex(body ?? '');
    const headers = signV4({
      method,
      url,
      headers: {
        'x-amz-content-sha256': payloadHash,
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      payloadHash,
      region: settings.region,
      service: 's3',
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      now: now(),
    });
    delete headers.host;
    return fetch(url, { method, headers, ...(body ? { body: new Uint8Array(body) } : {}) });
  }

  return {
    async put(key, data, contentType) {
      const response = await send('PUT', key, data, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: ${response.status}`);
    },
    async get(key) {
      const response = await send('GET', key);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    async delete(key) {
      const response = await send('DELETE', key);
      if (!response.ok && response.status !== 404)
        throw new Error(`S3 DELETE ${key} failed: ${response.status}`);
    },
  };
}
