import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundGuard, OutboundUrlError, type ResolveHost } from './guard.ts';
import { createGuardedFetch } from './pinned-fetch.ts';

type Seen = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
let answer: (response: import('node:http').ServerResponse) => void = (response) =>
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');

const server: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  request.on('end', () => {
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    answer(response);
  });
});
let port = 0;

/** Every name resolves to this machine, and each lookup is counted. */
let lookups = 0;
const resolve: ResolveHost = async (hostname) => {
  lookups += 1;
  return hostname.endsWith('.seller.example') ? [{ address: '127.0.0.1', family: 4 }] : [];
};
const permissive = createGuardedFetch(createOutboundGuard({ allowPrivateNetworks: true, resolve }));
const strict = createGuardedFetch(createOutboundGuard({ allowPrivateNetworks: false, resolve }));

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  permissive.close();
  strict.close();
  await new Promise((done) => server.close(done));
});

describe('guarded fetch', () => {
  it('connects to the vetted address while the request keeps the name', async () => {
    const before = lookups;
    const response = await permissive.fetch(`http://hooks.seller.example:${port}/in?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test': 'yes' },
      body: '{"héllo":1}',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    // The name resolves nowhere but in the test resolver: the socket used its vetted answer.
    expect(lookups - before).toBe(1);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/in?x=1',
      body: '{"héllo":1}',
      headers: {
        host: `hooks.seller.example:${port}`,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength('{"héllo":1}')),
        'x-test': 'yes',
        'user-agent': 'Repasse',
      },
    });
  });

  it('refuses an internal address before connecting', async () => {
    const count = seen.length;
    for (const url of [
      `http://127.0.0.1:${port}/`,
      `http://hooks.seller.example:${port}/`,
      `http://[::ffff:127.0.0.1]:${port}/`,
    ])
      await expect(strict.fetch(url, { method: 'POST', body: 'x' })).rejects.toBeInstanceOf(
        OutboundUrlError,
      );
    expect(seen.length).toBe(count);
  });

  it('does not follow redirects', async () => {
    answer = (response) =>
      response.writeHead(302, { location: `http://127.0.0.1:${port}/next` }).end();
    try {
      const count = seen.length;
      const response = await permissive.fetch(`http://127.0.0.1:${port}/start`, {
        method: 'POST',
        body: '{}',
      });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`http://127.0.0.1:${port}/next`);
      expect(seen.slice(count).map((request) => request.url)).toEqual(['/start']);
    } finally {
      answer = (response) => response.writeHead(200).end('{"ok":true}');
    }
  });

  it('gives bodiless answers and stops waiting when the signal fires', async () => {
    answer = (response) => response.writeHead(204).end();
    try {
      const empty = await permissive.fetch(`http://127.0.0.1:${port}/`);
      expect(empty.status).toBe(204);
      expect(empty.body).toBeNull();
      answer = () => {};
      await expect(
        permissive.fetch(`http://127.0.0.1:${port}/slow`, { signal: AbortSignal.timeout(100) }),
      ).rejects.toThrow(/abort|timeout/i);
    } finally {
      answer = (response) => response.writeHead(200).end('{"ok":true}');
    }
  });

  it('sends the name as TLS SNI, so the certificate is checked against it', async () => {
    const names: string[] = [];
    // No certificate at all: the handshake fails, after the server has seen the client's hello.
    const tls = createTlsServer({
      SNICallback: (servername, callback) => {
        names.push(servername);
        callback(new Error('no certificate here'), undefined);
      },
    });
    await new Promise<void>((done) => tls.listen(0, '127.0.0.1', done));
    try {
      const tlsPort = (tls.address() as AddressInfo).port;
      await expect(
        permissive.fetch(`https://hooks.seller.example:${tlsPort}/`, {
          signal: AbortSignal.timeout(5_000),
        }),
      ).rejects.toThrow();
      expect(names).toEqual(['hooks.seller.example']);
    } finally {
      await new Promise((done) => tls.close(done));
    }
  });

  it('takes URLs only, and text or byte bodies', async () => {
    await expect(permissive.fetch(new Request(`http://127.0.0.1:${port}/`))).rejects.toThrow(
      TypeError,
    );
    await expect(
      permissive.fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        body: new Blob(['x']),
      }),
    ).rejects.toThrow(TypeError);
    const bytes = await permissive.fetch(`http://127.0.0.1:${port}/bytes`, {
      method: 'PUT',
      body: new TextEncoder().encode('raw'),
    });
    expect(bytes.status).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', body: 'raw' });
  });
});
