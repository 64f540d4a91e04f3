import type { SessionUser } from '@repasse/core/contract/auth';
import type { Role } from '@repasse/core/contract/common';
import type { Locale } from '@repasse/core/i18n/locale';
import type { ApiKeyContext } from '../modules/integrations/keys.ts';

/**
 * Who may call a route. Every route declares one; the app refuses to start otherwise.
 * - public: anyone; `user`: any logged-in user; `admin`: admins and super-admins;
 * - `super_admin`: super-admins only; `secret_key`: a seller's API key (/v1);
 * - `public_key`: a seller's public key, from browsers (/v1/tokens only: it can create card
 *   tokens and nothing else);
 * - `webhook`: a provider, proven by the signature the route checks itself.
 */
export type Access =
  | 'public'
  | 'user'
  | 'admin'
  | 'super_admin'
  | 'secret_key'
  | 'public_key'
  | 'webhook';

export type AuthContext = {
  user: SessionUser;
  session: { id: string; expiresAt: Date; impersonatorId: string | null };
};

/**
 * What a mutating session route touches: `money` (moves money, or changes where it goes or what
 * it costs), `credentials` (passwords, email, keys, webhook secrets, sessions, identity), or
 * `none`. An admin acting as a seller (impersonation) may only call `none` routes; every
 * mutating session route must say which it is, or the app refuses to start.
 */
export type Sensitivity = 'money' | 'credentials' | 'none';

/** Objects an admin route may act on, each owned by one user (see targets.ts). */
export type TargetKind =
  | 'user'
  | 'session'
  | 'kyc_document'
  | 'withdrawal'
  | 'transaction'
  | 'discrepancy'
  | 'award_claim'
  | 'product';

/**
 * Where an admin route finds the object it acts on: a path parameter or a body field (one id or a
 * list). A plain admin may not act on anything a super-admin owns.
 */
export type Target = { kind: TargetKind; from: 'params' | 'body'; field: string };

export type RouteEntry = {
  method: string;
  url: string;
  access: Access;
  sensitive?: Sensitivity;
  target?: Target;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    sensitive?: Sensitivity;
    target?: Target;
  }
  interface FastifyRequest {
    locale: Locale;
    auth: AuthContext | null;
    /** The seller's secret key on /v1 routes (its public key on `public_key` routes). */
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

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A mutating route reachable with a session must declare its sensitivity. */
export function checkSensitivity(
  methods: string[],
  access: Access,
  sensitive: Sensitivity | undefined,
): string | null {
  if (!needsSession(access) || sensitive) return null;
  return methods.every((method) => readMethods.has(method))
    ? null
    : 'declares no sensitivity (money, credentials or none)';
}

/** The surface a URL belongs to fixes which kinds of access it may declare (docs/architecture.md §4). */
export function checkSurface(url: string, access: Access): string | null {
  if (url.startsWith('/web/public/')) return access === 'public' ? null : 'must be public';
  if (url.startsWith('/web/')) return needsSession(access) ? null : 'needs a session';
  if (url.startsWith('/v1/'))
    return access === 'secret_key' || access === 'public_key' || access === 'public'
      ? null
      : 'needs a secret key';
  if (url.startsWith('/hooks/')) return access === 'webhook' ? null : 'must be a webhook';
  return null;
}
