import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './s3.ts';
import { sha256Hex, signV4 } from './sigv4.ts';

const credentials = {
  accessKeyId: 'AKIDTEST',
  secretAccessKey: 'test-secret',
  region: 'sa-east-1',
};
const objects = new Map<string, { body: Buffer; contentType: string }>();
const refused: string[] = [];
let endpoint = '';

/** A local S3 stand-in: it re-signs each request from what it received and refuses a mismatch. */
function verify(request: IncomingMessage, body: Buffer): boolean {
  const auth = request.headers.authorization ?? '';
  const signed = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
  if (sha256Hex(body) !== request.headers['x-amz-content-sha256']) return false;
  const headers = Object.fromEntries(
    signed
      .filter((h) => h !== 'host' && h !== 'x-amz-date')
      .map((h) => [h, String(request.headers[h])]),
  );
  const amzDate = String(request.headers['x-amz-date']);
  const now = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  const expected = signV4({
    method: request.method ?? 'GET',
    url: new URL(request.url ?? '/', `http://${request.headers.host}`),
    headers,
    payloadHash: sha256Hex(body),
    service: 's3',
    now,
    ...credentials,
  });
  return expected.authorization === auth;
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks);
    if (!verify(request, body)) {
      refused.push(`${request.method} ${request.url}`);
      response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
      return;
    }
    const key = request.url ?? '';
    if (request.method === 'PUT') {
      objects.set(key, { body, contentType: String(request.headers['content-type']) });
      response.writeHead(200).end();
    } else if (request.method === 'GET') {
      const object = objects.get(key);
      if (!object) response.writeHead(404).end();
      else response.writeHead(200, { 'content-type': object.contentType }).end(object.body);
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    }
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('S3 storage', () => {
  it('puts, gets and deletes objects with signed requests', async () => {
    const storage = s3Storage({ endpoint, bucket: 'kyc-files', ...credentials });
    const data = Buffer.from('%PDF-1.7 test document');
    await storage.put('kyc/seller 1/rg_front/abc.pdf', data, 'application/pdf');
    expect(objects.get('/kyc-files/kyc/seller%201/rg_front/abc.pdf')?.contentType).toBe(
      'application/pdf',
    );
    expect(await storage.get('kyc/seller 1/rg_front/abc.pdf')).toEqual(data);
    await storage.delete('kyc/seller 1/rg_front/abc.pdf');
    expect(await storage.get('kyc/seller 1/rg_front/abc.pdf')).toBeNull();
    expect(refused).toEqual([]);
  });

  it('fails loudly when the server refuses the signature', async () => {
    const storage = s3Storage({
      endpoint,
      bucket: 'kyc-files',
      ...credentials,
      secretAccessKey: 'wrong',
    });
    await expect(storage.put('kyc/x', Buffer.from('x'), 'image/png')).rejects.toThrow(/403/);
    expect(refused).toHaveLength(1);
  });
});
