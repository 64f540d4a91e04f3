/** Paths reachable without a stored token (docs/product.md §4). */
export const publicPaths = ['/auth', '/impersonate'] as const;
/**
 * Path prefixes anyone may open, with or without a token: the hosted checkout of a product, and
 * the page where a buyer stops a seller's recovery messages.
 */
export const publicPrefixes = ['/checkout/', '/opt-out/'] as const;
/** Paths that need the owner flag. */
export const ownerPaths = ['/admin', '/admin-order'] as const;

export type ClientSession = { hasToken: boolean; isOwner: boolean };

const normalize = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** Where a visit to `pathname` must go instead, or null when it may proceed. */
export function guardRedirect(pathname: string, session: ClientSession): string | null {
  const path = normalize(pathname);
  if (publicPrefixes.some((prefix) => path.startsWith(prefix))) return null;
  if (!session.hasToken) {
    return (publicPaths as readonly string[]).includes(path) ? null : '/auth';
  }
  if (path === '/auth') return '/dashboard';
  if ((ownerPaths as readonly string[]).includes(path) && !session.isOwner) return '/dashboard';
  return null;
}
