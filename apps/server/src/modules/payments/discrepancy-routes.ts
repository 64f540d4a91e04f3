import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  discrepanciesPageSchema,
  discrepanciesQuerySchema,
  discrepancySchema,
  resolveDiscrepancySchema,
} from '@repasse/core/contract/reconciliation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listHeldDiscrepancies, resolveDiscrepancy } from './discrepancies.ts';

/** Admin: acquirer notices held because they did not reconcile with the ledger. */
export const discrepancyRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reconciliation'];

  app.get('/web/admin/discrepancies', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Acquirer notices held for review, newest first',
      querystring: discrepanciesQuerySchema,
      response: { 200: discrepanciesPageSchema },
    },
    handler: (request) => listHeldDiscrepancies(app, request.query),
  });

  app.post('/web/admin/discrepancies/:id/resolve', {
    config: {
      access: 'admin',
      sensitive: 'none',
      target: { kind: 'discrepancy', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Mark a held notice resolved, saying how',
      params: idParamsSchema,
      body: resolveDiscrepancySchema,
      response: { 200: discrepancySchema },
    },
    handler: async (request) =>
      resolveDiscrepancy(app, request, request.params.id, request.body.note),
  });
};
