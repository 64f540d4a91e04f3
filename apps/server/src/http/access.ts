import type { SessionUser } from '@repasse/core/contract/auth';
import type { Role } from '@repasse/core/contract/common';
import type { Locale } from '@repasse/core/i18n/locale';
import type { ApiKeyContext } from '../modules/integrations/keys.ts';

/**
 * Who may call a route. Every route declares one; the app refuses to start otherwise.
 * - public: anyone; `user`: any logged-in user; `admin`: admins and super-admins;
 * - `super_admin`: super-admins only; `secret_key`: a seller's API key (/v1);
 * - `webhook`: a provider, proven by the signature the route checks itself.
 */
export type Access = 'public' | 'user' | 'admin' | 'super_admin' | 'secret_key' | 'webhook';

export type AuthContext = {
  user: SessionUser;
  session: { id: string; expiresAt: Date; impersonatorId: string | null };
};

export type RouteEntry = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    locale: Locale;
    auth: AuthContext | null;
    /** The seller's secret key on /v1 routes. */
    apiKey: ApiKeyContext | null;
  }
}

const sessionAccess: ReadonlySet<Access> = new Set(['user', 'admin', 'super_admin']);
export const needsSession = (access: Access) => sessionAccess.has(access);

export function roleAllows(access: Access, role: Role): boolean {
  if (access === 'user') return true;
  if (access === 'admin') return role === 'admin' || role === 'super_admin';
  if (access === 'super_admin') return role === 'super_admin';
  return false;
}

/** The surface a URL belongs to fixes which kinds of access it may declare (architecture.md). */
export function checkSurface(url: string, access: Access): string | null {
  if (url.startsWith('/web/public/')) return access === 'public' ? null : 'must be public';
  if (url.startsWith('/web/')) return needsSession(access) ? null : 'needs a session';
  if (url.startsWith('/v1/'))
    return access === 'secret_key' || access === 'public' ? null : 'needs a secret key';
  if (url.startsWith('/hooks/')) return access === 'webhook' ? null : 'must be a webhook';
  return null;
}
