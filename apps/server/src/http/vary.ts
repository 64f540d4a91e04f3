import type { FastifyReply } from 'fastify';

/** Adds a request header the answer depends on to `Vary`, keeping the ones already named. */
export function appendVary(reply: FastifyReply, header: string): void {
  const current = reply.getHeader('vary');
  const named = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (named.some((name) => name === '*' || name.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...named, header].join(', '));
}
