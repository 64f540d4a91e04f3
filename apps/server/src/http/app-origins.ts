import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appendVary } from './vary.ts';

/**
 * Where the phone app's pages come from (Capacitor serves them itself: `https://localhost` on
 * Android, `capacitor://localhost` on iOS, `http://localhost` when configured without TLS). The app
 * calls /web on the server's own host, so those origins, and the server's own, may read /web
 * answers; nothing else. Sessions travel as bearer tokens, never cookies, so no credentials mode.
 */
export const nativeAppOrigins = ['capacitor://localhost', 'https://localhost', 'http://localhost'];

const allowedHeaders = 'authorization, content-type, accept-language, idempotency-key';

/** Adds CORS answers for the app's origins on /web; `preflight` answers an OPTIONS it owns. */
export function registerAppOrigins(app: FastifyInstance, publicUrl: string) {
  const allowed = new Set([...nativeAppOrigins, new URL(publicUrl).origin]);
  const originOf = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return typeof origin === 'string' && allowed.has(origin) && request.url.startsWith('/web/')
      ? origin
      : null;
  };
  app.addHook('onSend', async (request, reply, payload) => {
    const origin = originOf(request);
    if (origin) {
      reply.header('access-control-allow-origin', origin);
      appendVary(reply, 'Origin');
    }
    return payload;
  });
  return {
    /** True when it answered a preflight of an allowed origin (no route answers OPTIONS). */
    preflight(request: FastifyRequest, reply: FastifyReply): boolean {
      if (request.method !== 'OPTIONS' || !originOf(request)) return false;
      void reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE')
        .header('access-control-allow-headers', allowedHeaders)
        .header('access-control-max-age', '600')
        .send();
      return true;
    },
  };
}
