import { type LoaderFunctionArgs, redirect } from 'react-router';
import { hasToken, isOwner } from '../../shared/session/session-store.ts';
import { guardRedirect } from './route-access.ts';

/** Runs before every navigation (the root route always revalidates) and redirects when needed. */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const target = guardRedirect(pathname, { hasToken: hasToken(), isOwner: isOwner() });
  if (target) throw redirect(target);
  return null;
}
