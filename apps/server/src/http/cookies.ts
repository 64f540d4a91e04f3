import type { FastifyReply, FastifyRequest } from 'fastify';

/** One cookie of the request, or null (a malformed or oversized value reads as absent). */
export function cookieOf(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header || header.length > 8192) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : null;
  }
  return null;
}

/**
 * Sets a first-party cookie for the whole site: not readable by scripts, sent on same-site
 * requests and top-level navigations only, Secure when the site is served over HTTPS.
 */
export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  options: { maxAgeSeconds: number; secure: boolean },
) {
  const parts = [
    `${name}=${value}`,
    'Path=/',
    `Max-Age=${options.maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', parts.join('; '));
}
