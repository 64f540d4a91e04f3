import { localeFromAcceptLanguage } from '@repasse/core/i18n/locale';
import type { FastifyInstance } from 'fastify';
import { sellerSettings } from '../db/seller-settings.ts';
import { authenticateToken } from '../modules/auth/sessions.ts';
import {
  type ApiKeyContext,
  authenticatePublicKey,
  authenticateSecretKey,
} from '../modules/integrations/keys.ts';
import {
  type Access,
  checkSensitivity,
  checkSurface,
  needsSession,
  type RouteEntry,
  roleAllows,
} from './access.ts';
import { AppError, forbidden, unauthorized } from './errors.ts';
import { targetIds, targetsSuperAdmin } from './targets.ts';

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
  app.decorateRequest('apiKey', null);

  app.addHook('onRoute', (route) => {
    let access = route.config?.access as Access | undefined;
    if (!access && isPluginReadOnlyRoute(route.method, route.url)) {
      access = 'public';
      route.config = { ...route.config, access };
    }
    if (!access) throw new Error(`route ${route.method} ${route.url} declares no access`);
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const { sensitive, target } = route.config ?? {};
    const problem = checkSurface(route.url, access) ?? checkSensitivity(methods, access, sensitive);
    if (problem) throw new Error(`route ${route.method} ${route.url}: ${problem}`);
    if (target && access !== 'admin')
      throw new Error(`route ${route.method} ${route.url}: only admin routes declare a target`);
    for (const method of methods) {
      if (method !== 'HEAD')
        routeTable.push({
          method,
          url: route.url,
          access,
          ...(sensitive ? { sensitive } : {}),
          ...(target ? { target } : {}),
        });
    }
  });

  app.addHook('onRequest', async (request) => {
    request.locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const access = request.routeOptions.config.access;
    if (access === 'secret_key' || access === 'public_key') {
      request.apiKey = await authenticateApiKey(app, request.headers.authorization, access);
      return;
    }
    if (!access || !needsSession(access)) return;
    const token = bearerToken(request.headers.authorization);
    const auth = token ? await authenticateToken(app, token) : null;
    if (!auth) throw unauthorized();
    // An admin acting as a seller helps with the catalogue and settings, never with money or keys.
    const sensitive = request.routeOptions.config.sensitive;
    if (auth.session.impersonatorId && (sensitive === 'money' || sensitive === 'credentials'))
      throw forbidden('impersonation.forbidden_action');
    if (!roleAllows(access, auth.user.role)) throw forbidden();
    request.auth = auth;
  });

  // Before validation, as every refusal of access: a plain admin never acts on a super-admin.
  // The ids are read raw and only well-formed ones are looked up.
  app.addHook('preValidation', async (request) => {
    const target = request.routeOptions.config.target;
    if (!target || request.auth?.user.role !== 'admin') return;
    const ids = targetIds(target, request.params, request.body);
    if (await targetsSuperAdmin(app.db, target.kind, ids))
      throw forbidden('admin.target_super_admin');
  });
}

/** /v1: a seller's secret (or public) key; live keys only once the seller's documents are approved. */
async function authenticateApiKey(
  app: FastifyInstance,
  header: string | undefined,
  access: 'secret_key' | 'public_key',
): Promise<ApiKeyContext> {
  const token = bearerToken(header);
  if (access === 'public_key') {
    const key = token ? await authenticatePublicKey(app.db, token) : null;
    if (!key) throw new AppError('api_public.invalid_key');
    return liveKeyOfValidatedSeller(app, key);
  }
  const key = token ? await authenticateSecretKey(app, token) : null;
  if (!key) throw new AppError('api.invalid_key');
  return liveKeyOfValidatedSeller(app, key);
}

async function liveKeyOfValidatedSeller(
  app: FastifyInstance,
  key: ApiKeyContext,
): Promise<ApiKeyContext> {
  if (key.mode === 'live') {
    const seller = await sellerSettings(app, key.sellerId);
    if (seller?.documentStatus !== 'validate') throw new AppError('api.live_disabled');
  }
  return key;
}
