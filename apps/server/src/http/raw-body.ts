import type { FastifyInstance } from 'fastify';

/**
 * Provider webhooks are signed over the exact bytes sent: within the plugin that calls this, every
 * body (JSON or not) reaches the handler as a Buffer, never parsed, up to 256 KiB.
 */
export function acceptRawBodies(app: FastifyInstance) {
  const keepBytes = { parseAs: 'buffer' as const, bodyLimit: 256 * 1024 };
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', keepBytes, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('*', keepBytes, (_request, body, done) => done(null, body));
}

/** The raw body `acceptRawBodies` kept; empty when the request had none. */
export const rawBodyOf = (body: unknown): Buffer =>
  Buffer.isBuffer(body) ? body : Buffer.alloc(0);
