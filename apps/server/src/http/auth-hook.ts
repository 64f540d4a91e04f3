import { localeFromAcceptLanguage } from '@repasse/core/i18n/locale';
import type { FastifyInstance } from 'fastify';
import { authenticateToken } from '../modules/auth/sessions.ts';
import { type Access, checkSurface, needsSession, type RouteEntry, roleAllows } from './access.ts';
import { forbidden, unauthorized } from './errors.ts';

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const apiPrefixes = ['/web/', '/v1/', '/hooks/'];

/** The docs UI and the web app's static files are registered by plugins and are public reads. */
function isPluginReadOnlyRoute(method: string | string[], url: string): boolean {
  const methods = Array.isArray(method) ? method : [method];
  const readOnly = methods.every((m) => m === 'GET' || m === 'HEAD');
  return readOnly && !apiPrefixes.some((prefix) => url.startsWith(prefix));
}

/** Declares and enforces every route's access; collects the route table for the route-walk test. */
export function registerAccessControl(app: FastifyInstance, routeTable: RouteEntry[]) {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (route) => {
    let access = route.config?.access as Access | undefined;
    if (!access && isPluginReadOnlyRoute(route.method, route.url)) {
      access = 'public';
      route.config = { ...route.config, access };
    }
    if (!access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    const problem = checkSurface(route.url, access);
    if (problem) throw new Error(`route ${route.method} ${route.url}: ${problem}`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const access = request.routeOptions.config.access;
    if (!access || !needsSession(access)) return;
    const token = bearerToken(request.headers.authorization);
    const auth = token ? await authenticateToken(app.db, app.clock, token) : null;
    if (!auth) throw unauthorized();
    if (!roleAllows(access, auth.user.role)) throw forbidden();
    request.auth = auth;
  });
}
