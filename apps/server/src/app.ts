import { existsSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { kycMaxFileBytes } from '@repasse/core/contract/kyc';
import { localeFromAcceptLanguage } from '@repasse/core/i18n/locale';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { openReadCache, type ReadCache } from './db/read-cache.ts';
import type { RouteEntry } from './http/access.ts';
import { registerAppOrigins } from './http/app-origins.ts';
import { registerAccessControl } from './http/auth-hook.ts';
import { registerCompressedAnswers } from './http/compressed-answers.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { errorBody } from './http/errors.ts';
import { inlineScriptSources } from './http/inline-scripts.ts';
import { prerenderedPages } from './http/prerendered-pages.ts';
import { contractValidatorCompiler } from './http/validator.ts';
import type { JobQueue } from './jobs/queue.ts';
import { type CardVault, createCardVault } from './lib/card-vault.ts';
import type { Clock } from './lib/clock.ts';
import { createOutboundGuard, type OutboundGuard, type ResolveHost } from './lib/outbound/guard.ts';
import { createGuardedFetch } from './lib/outbound/pinned-fetch.ts';
import { accountRoutes } from './modules/account/routes.ts';
import { pixLocationRoutes } from './modules/acquirers/pix-location-routes.ts';
import { acquirerAdminRoutes } from './modules/acquirers/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { adminProductRoutes } from './modules/admin-products/routes.ts';
import { affiliateLinkRoutes } from './modules/affiliates/link-routes.ts';
import { affiliateRoutes } from './modules/affiliates/routes.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { apiRoutes } from './modules/api/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { awardAdminRoutes } from './modules/awards/admin-routes.ts';
import { awardRoutes } from './modules/awards/routes.ts';
import { cardTokenRoutes } from './modules/cards/routes.ts';
import { exchangeRateRoutes } from './modules/exchange-rates/routes.ts';
import { feeRoutes } from './modules/fees/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { integrationCatalogAdminRoutes } from './modules/integration-catalog/admin-routes.ts';
import { integrationCatalogRoutes } from './modules/integration-catalog/routes.ts';
import { integrationRoutes } from './modules/integrations/routes.ts';
import { kycRoutes } from './modules/kyc/routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { discrepancyRoutes } from './modules/payments/discrepancy-routes.ts';
import { orderRoutes, simulationRoutes } from './modules/payments/routes.ts';
import { acquirerWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { payoutProviderRoutes } from './modules/payouts/routes.ts';
import { platformSwitchRoutes } from './modules/platform-switches/routes.ts';
import { productRoutes } from './modules/products/routes.ts';
import { pushRoutes } from './modules/push/routes.ts';
import { recoveryOutreachRoutes } from './modules/recovery/outreach-routes.ts';
import { messagingWebhookRoutes, recoveryPublicRoutes } from './modules/recovery/public-routes.ts';
import { recoveryRoutes } from './modules/recovery/routes.ts';
import { withdrawalRoutes } from './modules/withdrawals/routes.ts';
import { payoutWebhookRoutes } from './modules/withdrawals/webhook-routes.ts';
import { openApiOptions } from './openapi/document.ts';
import type { FileStorage } from './providers/storage/types.ts';

/** Card fields wherever a log line could carry them (a body, a card object, an error's input). */
const cardLogPaths = ['number', 'cvv', 'securityCode', 'holderName'].flatMap((field) => [
  `card.${field}`,
  `*.card.${field}`,
  `*.*.card.${field}`,
  `req.body.card.${field}`,
]);

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    clock: Clock;
    queue: JobQueue;
    routeTable: RouteEntry[];
    storage: FileStorage;
    /** Seals card numbers and security codes under CARD_VAULT_KEY; fingerprints cards. */
    cardVault: CardVault;
    /** Read-mostly rows kept in memory until PostgreSQL announces a change (db/read-cache.ts). */
    reads: ReadCache;
    /** Vets and makes requests to URLs that sellers and admins typed in (SSRF guard). */
    outbound: OutboundGuard & { fetch: typeof fetch };
  }
}

export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  queue: JobQueue;
  storage: FileStorage;
  /** How outgoing requests resolve host names; tests give their own, this machine has no DNS. */
  resolveHost?: ResolveHost;
  /** Where log lines go instead of stdout (tests read them back). */
  logStream?: { write(line: string): void };
};

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.password',
                '*.token',
                ...cardLogPaths,
              ],
              censor: '[redacted]',
            },
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // The router refuses malformed or overlong path parameters before any hook runs.
    frameworkErrors: (error, request, reply) => {
      const locale = localeFromAcceptLanguage(request.headers['accept-language']);
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      return (reply as FastifyReply)
        .code(tooLong ? 414 : 400)
        .send(errorBody(locale, tooLong ? 'uri_too_long' : 'bad_request'));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('config', config);
  app.decorate('database', { getter: () => deps.database });
  app.decorate('db', deps.database.db);
  app.decorate('clock', deps.clock);
  app.decorate('queue', deps.queue);
  app.decorate('storage', deps.storage);
  app.decorate('cardVault', createCardVault(config.cardVaultKeys));
  const reads = await openReadCache(deps.database, (error) =>
    app.log.warn({ err: error }, 'read cache: not listening, reading from the database'),
  );
  app.decorate('reads', reads);
  app.addHook('onClose', async () => reads.close());
  const guard = createOutboundGuard({
    allowPrivateNetworks: config.outboundAllowPrivateNetworks,
    ...(deps.resolveHost ? { resolve: deps.resolveHost } : {}),
  });
  const guarded = createGuardedFetch(guard);
  app.decorate('outbound', {
    allowPrivateNetworks: guard.allowPrivateNetworks,
    vet: guard.vet,
    fetch: guarded.fetch,
  });
  app.addHook('onClose', async () => guarded.close());
  if (config.outboundAllowPrivateNetworks)
    app.log.warn(
      'OUTBOUND_ALLOW_PRIVATE_NETWORKS is on: webhooks and provider URLs may reach private networks (development only)',
    );
  const routeTable: RouteEntry[] = [];
  app.decorate('routeTable', routeTable);

  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAccessControl(app, routeTable);
  registerCompressedAnswers(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // The docs UI and Mantine set inline styles; scripts stay same-origin only, plus the
        // inline scripts of the web app's index.html (colour scheme, preloads), by their hashes.
        'script-src': ["'self'", ...inlineScriptSources(config.webDistDir)],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // KYC PDFs are fetched with the session token and shown from an object URL in a frame;
        // plugins stay off (object-src 'none').
        'frame-src': ["'self'", 'blob:'],
      },
    },
  });

  await app.register(swagger, openApiOptions(config.publicUrl));
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    uiHooks: {},
    staticCSP: true,
    transformSpecificationClone: true,
  });

  await app.register(multipart, { limits: { fileSize: kycMaxFileBytes, files: 1, fields: 5 } });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(kycRoutes);
  await app.register(accountRoutes);
  await app.register(adminRoutes);
  await app.register(feeRoutes);
  await app.register(ledgerRoutes);
  await app.register(withdrawalRoutes);
  await app.register(recoveryRoutes);
  await app.register(recoveryOutreachRoutes);
  await app.register(recoveryPublicRoutes);
  await app.register(messagingWebhookRoutes);
  await app.register(payoutWebhookRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(integrationRoutes);
  await app.register(integrationCatalogRoutes);
  await app.register(integrationCatalogAdminRoutes);
  await app.register(apiRoutes);
  await app.register(cardTokenRoutes);
  await app.register(payoutProviderRoutes);
  await app.register(orderRoutes);
  await app.register(acquirerAdminRoutes);
  await app.register(simulationRoutes);
  await app.register(productRoutes);
  await app.register(pixLocationRoutes);
  await app.register(acquirerWebhookRoutes);
  await app.register(discrepancyRoutes);
  await app.register(analyticsRoutes);
  await app.register(exchangeRateRoutes);
  await app.register(affiliateRoutes);
  await app.register(affiliateLinkRoutes);
  await app.register(awardRoutes);
  await app.register(awardAdminRoutes);
  await app.register(adminProductRoutes);
  await app.register(platformSwitchRoutes);

  await registerWebApp(app, config.webDistDir, registerAppOrigins(app, config.publicUrl));
  return app;
}

const apiPrefixes = ['/web/', '/v1/', '/hooks/', '/docs', '/health', '/pix/'];

async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  origins: ReturnType<typeof registerAppOrigins>,
) {
  const hasWeb = existsSync(join(distDir, 'index.html'));
  const pageFile = prerenderedPages(distDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz siblings (apps/web/build/precompress.ts); each request
      // gets the best one its Accept-Encoding allows, with Content-Encoding and Vary:
      // Accept-Encoding, and sendFile('index.html') below too. The siblings are not routes.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Hashed asset names never change; index.html must always be fresh. The path is the file
      // sent, compressed or not (`…/assets/app-abc123.js.br`). setHeaders gets the reply after
      // send's own `public, max-age=0`, so reply.header replaces it (a raw header would lose).
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (origins.preflight(request, reply)) return reply;
    const isApi = apiPrefixes.some((prefix) => request.url.startsWith(prefix));
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      const path = request.url.split('?')[0] ?? '/';
      if (path !== '/' && /\.[a-z0-9]+$/i.test(path)) {
        return reply.code(404).send(errorBody(request.locale, 'not_found'));
      }
      return reply.header('cache-control', 'no-cache').sendFile(pageFile(request.url));
    }
    return reply.code(404).send(errorBody(request.locale, 'not_found'));
  });
}
