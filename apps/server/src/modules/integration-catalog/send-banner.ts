import type { FastifyReply } from 'fastify';

/**
 * Sends a banner's bytes with the type they are. A public banner may be cached a little (its
 * address changes with every new banner); an admin's read of an inactive one may not.
 */
export const sendBanner = (
  reply: FastifyReply,
  banner: { data: Buffer; type: string },
  cache: 'public' | 'private',
) =>
  reply
    .header('content-type', banner.type)
    .header('cache-control', cache === 'public' ? 'public, max-age=300' : 'private, no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(banner.data);
