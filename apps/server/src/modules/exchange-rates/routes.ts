import {
  exchangeRatesQuerySchema,
  exchangeRatesResponseSchema,
  exchangeRatesSandboxSchema,
} from '@repasse/core/contract/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRates, switchSandboxRates } from './service.ts';

const tags = ['exchange-rates'];

export const exchangeRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/public/exchange-rates', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'USD and EUR in reais (PTAX), from a short-lived cache shared by every process',
      description:
        'Answers the last rates stored; `refresh=true` asks the provider again when they are more than a few seconds old. When the provider fails, the last rates come with `stale: true`; with none ever stored, a 503.',
      querystring: exchangeRatesQuerySchema,
      response: { 200: exchangeRatesResponseSchema },
    },
    handler: async (request, reply) => {
      const rates = await exchangeRates(app, { refresh: request.query.refresh, ip: request.ip });
      return reply.header('cache-control', 'no-store').send(rates);
    },
  });

  app.put('/web/admin/exchange-rates/sandbox', {
    config: { access: 'admin', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Make the sandbox rates provider fail every quote, or stop failing',
      body: exchangeRatesSandboxSchema,
      response: { 200: exchangeRatesSandboxSchema },
    },
    handler: async (request) => switchSandboxRates(app, request, request.body.failing),
  });
};
