import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import type { OutboundGuard, ResolvedAddress, VettedTarget } from './guard.ts';

/**
 * Connecting by name would resolve it a second time, and a DNS server that answered a public
 * address to the check can answer 127.0.0.1 to the connect (DNS rebinding). So the socket's own
 * lookup answers only the addresses the guard vetted. The URL keeps the name, so the Host header,
 * TLS SNI and the certificate check still use it.
 */
function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (hostname, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
    const usable = addresses.filter((entry) => !family || entry.family === family);
    const first = usable[0];
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(
        `no vetted IPv${family} address for ${hostname}`,
      );
      error.code = 'ENOTFOUND';
      callback(error, '', 0);
    } else if (options.all)
      callback(
        null,
        usable.map((entry) => ({ ...entry })),
      );
    else callback(null, first.address, first.family);
  };
}

function requestBody(body: RequestInit['body']): Uint8Array | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return body;
  throw new TypeError('outbound requests send text or bytes only');
}

// Bodies these answers may not have (Fetch standard); Response refuses one for them.
const nullBodyStatuses = new Set([101, 204, 205, 304]);

function toResponse(message: IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (let i = 0; i + 1 < message.rawHeaders.length; i += 2)
    headers.append(message.rawHeaders[i] ?? '', message.rawHeaders[i + 1] ?? '');
  const status = message.statusCode ?? 0;
  const empty = method === 'HEAD' || nullBodyStatuses.has(status);
  if (empty) message.resume();
  return new Response(empty ? null : (Readable.toWeb(message) as ReadableStream<Uint8Array>), {
    status,
    statusText: message.statusMessage ?? '',
    headers,
  });
}

export type OutboundAgents = { http: http.Agent; https: https.Agent };

/**
 * A fetch to a vetted target. Redirects are never followed: the next location was not vetted, and
 * a 3xx answer is a failure for every caller. No compression is asked for, so none is undone.
 */
export function pinnedFetch(
  target: VettedTarget,
  init: RequestInit = {},
  agents?: OutboundAgents,
): Promise<Response> {
  const { url, addresses } = target;
  const secure = url.protocol === 'https:';
  const method = (init.method ?? 'GET').toUpperCase();
  const body = requestBody(init.body);
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[name] = value;
  });
  headers['user-agent'] ??= 'Repasse';
  if (body !== undefined || method === 'POST' || method === 'PUT')
    headers['content-length'] = String(body?.byteLength ?? 0);
  const signal = init.signal ?? undefined;
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(url, {
      method,
      headers,
      lookup: pinnedLookup(addresses),
      agent: (secure ? agents?.https : agents?.http) ?? false,
      ...(signal ? { signal } : {}),
    });
    request.on('error', reject);
    request.on('response', (message) => {
      // The caller's timeout covers reading the body too, as with fetch.
      if (signal) {
        const abort = () => message.destroy(signal.reason);
        signal.addEventListener('abort', abort, { once: true });
        message.once('close', () => signal.removeEventListener('abort', abort));
      }
      try {
        resolve(toResponse(message, method));
      } catch (error) {
        // e.g. a status outside 200–599, which Response cannot represent.
        message.destroy();
        reject(error);
      }
    });
    request.end(body);
  });
}

/** The fetch every request to a URL someone typed goes through: vet, then pin. */
export function createGuardedFetch(guard: OutboundGuard): {
  fetch: typeof fetch;
  close: () => void;
} {
  // Kept-alive sockets were vetted when they connected, so reusing one reaches the same address.
  const agents: OutboundAgents = {
    http: new http.Agent({ keepAlive: true }),
    https: new https.Agent({ keepAlive: true }),
  };
  const guardedFetch = async (input: string | URL | Request, init?: RequestInit) => {
    if (typeof input !== 'string' && !(input instanceof URL))
      throw new TypeError('outbound requests take a URL, not a Request');
    return pinnedFetch(await guard.vet(input), init, agents);
  };
  return {
    fetch: guardedFetch as typeof fetch,
    close: () => {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
