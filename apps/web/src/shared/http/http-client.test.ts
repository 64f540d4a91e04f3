import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createHttpClient } from './http-client.ts';

const jsonResponse = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => vi.unstubAllGlobals());

describe('createHttpClient', () => {
  it('sends the token, the language and JSON', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient({ baseUrl: '/web', getToken: () => 'abc' });
    await expect(client.post('/things', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('/web/things');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(headers.authorization).toBe('Bearer abc');
    expect(headers['accept-language']).toMatch(/^(en|pt-BR)$/);
    expect(headers['content-type']).toBe('application/json');
  });

  it('sends no authorization header without a token', async () => {
    const fetchMock = vi.fn(async () => jsonResponse(204, undefined));
    vi.stubGlobal('fetch', fetchMock);
    const client = createHttpClient({ baseUrl: '/web/public' });
    await expect(client.get('/x')).resolves.toBeUndefined();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).authorization).toBeUndefined();
  });

  it('turns the error body into an ApiError', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(400, {
        error: { code: 'validation', message: 'Some fields are invalid.', fields: { a: 'Bad.' } },
      }),
    );
    const client = createHttpClient({ baseUrl: '' });
    const error = await client.get('/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation',
      message: 'Some fields are invalid.',
      fields: { a: 'Bad.' },
    });
  });

  it('reports 401 and 403 unless the call opts out', async () => {
    const onAuthFailure = vi.fn();
    const client = createHttpClient({ baseUrl: '', onAuthFailure });
    const body = { error: { code: 'unauthorized', message: 'Expired.' } };
    vi.stubGlobal('fetch', async () => jsonResponse(401, body));
    await expect(client.get('/me')).rejects.toBeInstanceOf(ApiError);
    await expect(client.get('/me', { skipAuthRedirect: true })).rejects.toBeInstanceOf(ApiError);
    vi.stubGlobal('fetch', async () => jsonResponse(403, body));
    await expect(client.get('/admin')).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure.mock.calls).toEqual([[401], [403]]);
  });

  it('shows an impersonation refusal where it happened instead of redirecting', async () => {
    const onAuthFailure = vi.fn();
    const client = createHttpClient({ baseUrl: '', onAuthFailure });
    const body = {
      error: {
        code: 'impersonation.forbidden_action',
        message: 'This action is not allowed while acting as another user.',
      },
    };
    vi.stubGlobal('fetch', async () => jsonResponse(403, body));
    await expect(client.post('/orders/x/refund', {})).rejects.toMatchObject({
      status: 403,
      code: 'impersonation.forbidden_action',
    });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('marks network failures and unreadable server errors', async () => {
    const client = createHttpClient({ baseUrl: '' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 0, code: 'network' });
    vi.stubGlobal('fetch', async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client.get('/x')).rejects.toMatchObject({ status: 502, code: 'internal' });
  });

  it("uses the page's early answer once, for the same token, while it is recent", async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse(200, { from: 'fetch' }));
    vi.stubGlobal('fetch', fetchMock);
    const early = (token: string | null, ageMs: number) => ({
      token,
      at: Date.now() - ageMs,
      answer: Promise.resolve(jsonResponse(200, { from: 'early' })),
    });
    vi.stubGlobal('window', {
      __early: {
        '/web/a': early('abc', 500),
        '/web/b': early('other', 500),
        '/web/c': early('abc', 11_000),
      },
    });
    const client = createHttpClient({ baseUrl: '/web', getToken: () => 'abc' });
    await expect(client.get('/a')).resolves.toEqual({ from: 'early' });
    await expect(client.get('/a')).resolves.toEqual({ from: 'fetch' });
    await expect(client.get('/b')).resolves.toEqual({ from: 'fetch' });
    await expect(client.get('/c')).resolves.toEqual({ from: 'fetch' });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/web/a', '/web/b', '/web/c']);
  });

  it("has the page's early requests sent when it asks before their task ran", async () => {
    const fetchMock = vi.fn(async (_url: string) => jsonResponse(200, { from: 'fetch' }));
    vi.stubGlobal('fetch', fetchMock);
    const page: Pick<Window, '__early' | '__sendEarly'> = { __early: {} };
    page.__sendEarly = () => {
      if (page.__early)
        page.__early['/web/a'] = {
          token: 'abc',
          at: Date.now(),
          answer: Promise.resolve(jsonResponse(200, { from: 'early' })),
        };
    };
    vi.stubGlobal('window', page);
    const client = createHttpClient({ baseUrl: '/web', getToken: () => 'abc' });
    await expect(client.get('/a')).resolves.toEqual({ from: 'early' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
