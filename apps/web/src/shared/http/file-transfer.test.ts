import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { createFileFetcher, createUploader } from './file-transfer.ts';

type Reply = { status: number; body?: unknown; progress?: [number, number][] };

/** Enough of XMLHttpRequest for the uploader: records the request, answers with `reply`. */
function fakeXhr(reply: Reply | 'network-error') {
  const sent: { method?: string; url?: string; headers: Record<string, string>; body?: unknown } = {
    headers: {},
  };
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    setRequestHeader(name: string, value: string) {
      sent.headers[name] = value;
    }
    abort() {
      this.onabort?.();
    }
    send(body: unknown) {
      sent.body = body;
      queueMicrotask(() => {
        if (reply === 'network-error') {
          this.onerror?.();
          return;
        }
        for (const [loaded, total] of reply.progress ?? []) {
          this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
        }
        this.status = reply.status;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const file = () => new File([new Uint8Array([0x89, 0x50])], 'front.png', { type: 'image/png' });

afterEach(() => vi.unstubAllGlobals());

describe('createUploader', () => {
  it('sends the file as multipart with the token and reports progress', async () => {
    const sent = fakeXhr({
      status: 200,
      body: { status: 'pending' },
      progress: [
        [1, 4],
        [4, 4],
      ],
    });
    const upload = createUploader({ baseUrl: '/web', getToken: () => 'abc' });
    const progress: number[] = [];
    const answer = await upload('/kyc/documents/rg_front', file(), {
      schema: z.object({ status: z.string() }),
      onProgress: (percent) => progress.push(percent),
    });
    expect(answer).toEqual({ status: 'pending' });
    expect(sent.method).toBe('PUT');
    expect(sent.url).toBe('/web/kyc/documents/rg_front');
    expect(sent.headers.authorization).toBe('Bearer abc');
    expect(sent.headers['accept-language']).toMatch(/^(en|pt-BR)$/);
    expect(sent.body).toBeInstanceOf(FormData);
    expect(((sent.body as FormData).get('file') as File).name).toBe('front.png');
    expect(progress).toEqual([25, 100, 100]);
  });

  it('turns the error body into an ApiError and reports 401/403', async () => {
    fakeXhr({
      status: 413,
      body: {
        error: {
          code: 'kyc.file_too_large',
          message: 'The file is larger than 10 MB.',
          fields: { file: 'The file is larger than 10 MB.' },
        },
      },
    });
    const onAuthFailure = vi.fn();
    const upload = createUploader({ baseUrl: '', onAuthFailure });
    await expect(upload('/x', file())).rejects.toMatchObject({
      status: 413,
      code: 'kyc.file_too_large',
      fields: { file: 'The file is larger than 10 MB.' },
    });
    fakeXhr({ status: 401, body: { error: { code: 'unauthorized', message: 'Expired.' } } });
    await expect(upload('/x', file())).rejects.toBeInstanceOf(ApiError);
    expect(onAuthFailure).toHaveBeenCalledWith(401);
  });

  it('marks network failures', async () => {
    fakeXhr('network-error');
    const upload = createUploader({ baseUrl: '' });
    await expect(upload('/x', file())).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});

describe('createFileFetcher', () => {
  it('downloads with the token and maps errors', async () => {
    const fetchMock = vi.fn(async () => new Response(new Blob(['png']), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const fetchFile = createFileFetcher({ baseUrl: '/web', getToken: () => 'abc' });
    const blob = await fetchFile('/kyc/documents/selfie/file');
    expect(await blob.text()).toBe('png');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/web/kyc/documents/selfie/file');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc');

    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found.' } }), {
          status: 404,
        }),
    );
    await expect(fetchFile('/missing')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
