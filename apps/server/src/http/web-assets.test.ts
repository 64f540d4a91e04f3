import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

/** A tiny build of the web app, with the .br and .gz siblings the Vite build writes. */
const inlineScript = "document.documentElement.setAttribute('data-mantine-color-scheme', 'dark');";
const indexHtml = `<!doctype html><html><head><script>${inlineScript}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="app"></div>${'<!-- padding -->'.repeat(20)}</body></html>`;
/** The login page drawn ahead of time (apps/web/build/prerender.ts), with a script of its own here. */
const authScript = "document.documentElement.lang = 'en';";
const authHtml = indexHtml
  .replace('<head>', `<head><script>${authScript}</script>`)
  .replace(
    '<div id="app"></div>',
    '<div id="app"><div data-prerendered lang="en">Log in</div></div>',
  );
const appJs = `export const greeting = ${JSON.stringify('hello '.repeat(200))};\n`;

function writeWithSiblings(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'repasse-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeWithSiblings(join(dist, 'index.html'), indexHtml);
  writeWithSiblings(join(dist, 'auth.html'), authHtml);
  writeWithSiblings(join(dist, 'assets', 'app-abc123.js'), appJs);
  t = await createTestApp({ config: { webDistDir: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const immutable = 'public, max-age=31536000, immutable';

describe('web assets', () => {
  it('answers brotli when the browser accepts it', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe(immutable);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(appJs);
  });

  it('answers gzip when only gzip is accepted', async () => {
    const response = await get('/assets/app-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe(immutable);
    expect(gunzipSync(response.rawPayload).toString()).toBe(appJs);
  });

  it('answers the file itself when no encoding is accepted', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/app-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe(immutable);
      expect(response.body).toBe(appJs);
    }
  });

  it('never caches index.html, compressed or not, nor the client routes that send it', async () => {
    for (const url of ['/', '/dashboard', '/checkout/3f0c2d4e-1111-4222-8333-444455556666']) {
      const br = await get(url, 'gzip, deflate, br');
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['content-type'], url).toMatch(/^text\/html/);
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(indexHtml);

      const plain = await get(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['cache-control'], url).toBe('no-cache');
      expect(plain.body, url).toBe(indexHtml);
    }
  });

  it("answers /auth's login view with the page drawn ahead of time, the wizard with index.html", async () => {
    for (const url of ['/auth', '/auth/', '/auth?ref=ABC12345', '/auth?view=login']) {
      const br = await get(url, 'br');
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(authHtml);
      expect((await get(url)).body, url).toBe(authHtml);
    }
    for (const url of ['/auth?view=register', '/auth?mode=register&ref=ABC12345', '/authx'])
      expect((await get(url)).body, url).toBe(indexHtml);
  });

  it('does not route to the compressed siblings nor to missing assets', async () => {
    expect((await get('/assets/app-abc123.js.br')).statusCode).toBe(404);
    expect((await get('/assets/missing-abc123.js', 'br')).statusCode).toBe(404);
    // API paths never fall back to the web app.
    expect((await get('/web/nothing', 'br')).headers['content-type']).toMatch(/json/);
  });
});

describe('content security policy', () => {
  it("allows the pages' inline scripts by their hashes, and no other inline script", async () => {
    const csp = (await get('/auth', 'br')).headers['content-security-policy'];
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const scriptSrc = String(csp)
      .split(';')
      .find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hash(inlineScript)} ${hash(authScript)}`);
  });
});
