import type { FastifyRequest } from 'fastify';

/** The device a session is opened from, as the sessions lists show it. */
export type SessionClient = { ip: string | null; userAgent: string | null };

export const sessionClientOf = (request: FastifyRequest): SessionClient => ({
  ip: request.ip || null,
  userAgent: request.headers['user-agent'] ?? null,
});
