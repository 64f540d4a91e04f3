import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, onSendHookHandler } from 'fastify';
import { appendVary } from './vary.ts';

/** Smaller answers gain less than their headers weigh. */
const minBytes = 1024;

type Encoding = 'br' | 'gzip';

/**
 * The encoding an `Accept-Encoding` header allows, brotli first: a coding with `q=0` is refused,
 * `*` stands for any coding not named.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const allows = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return allows('br') ? 'br' : allows('gzip') ? 'gzip' : null;
}

/**
 * The website's JSON answers (/web/…) compressed for the browsers that accept it: an orders page
 * or a period's figures are several kilobytes of repetitive JSON, which a phone on mobile data
 * downloads in a quarter of the bytes. Brotli at quality 4, which costs about what gzip does.
 * Streams (files, CSV exports) are left as they are. The hook is the /web routes' own, added as
 * each is declared (so registered before them): the public API's answers (/v1, whose idempotent
 * answers are kept as sent) never pass through it, nor wait for it.
 */
export function registerCompressedAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/web/')) return;
    const own = route.onSend ? [route.onSend].flat() : [];
    route.onSend = [...own, compress];
  });
}

const compress: onSendHookHandler = async (request, reply, payload) => {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (reply.hasHeader('content-encoding')) return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  const size = Buffer.byteLength(payload);
  if (size < minBytes) return payload;
  appendVary(reply, 'Accept-Encoding');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding).removeHeader('content-length');
  return encoding === 'br'
    ? brotliCompressSync(payload, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 4,
          [constants.BROTLI_PARAM_SIZE_HINT]: size,
        },
      })
    : gzipSync(payload);
};
