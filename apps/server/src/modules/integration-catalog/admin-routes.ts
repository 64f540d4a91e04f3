import {
  adminIntegrationSchema,
  adminIntegrationsSchema,
  integrationBannerMaxBytes,
  integrationCreateSchema,
  integrationFieldsSchema,
  integrationOrderSchema,
} from '@repasse/core/contract/integration-catalog';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedImage } from '../products/image-upload.ts';
import {
  adminCatalogBanner,
  createCatalogEntry,
  listCatalogForAdmin,
  reorderCatalog,
  replaceCatalogBanner,
  updateCatalogEntry,
} from './catalog-admin.ts';
import { sendBanner } from './send-banner.ts';

/** The banner as base64 in JSON, the texts beside it: 2 MB is about 2.7 MB of base64. */
const createBodyLimit = Math.ceil((integrationBannerMaxBytes * 4) / 3) + 256 * 1024;

/** Admin → Settings → Integrations: the catalog sellers set integrations up from. */
export const integrationCatalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integration catalog'];

  app.get('/web/admin/integrations', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Every catalog entry, active or not, in the catalog order',
      response: { 200: adminIntegrationsSchema },
    },
    handler: async () => listCatalogForAdmin(app),
  });

  app.post('/web/admin/integrations', {
    config: { access: 'admin', sensitive: 'none' },
    bodyLimit: createBodyLimit,
    schema: {
      tags,
      summary: 'Add an entry, last in the catalog, with its banner (a JPEG or PNG data URL)',
      body: integrationCreateSchema,
      response: { 201: adminIntegrationSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createCatalogEntry(app, request, request.body)),
  });

  app.put('/web/admin/integrations/:id', {
    config: { access: 'admin', sensitive: 'none' },
    schema: {
      tags,
      summary: "Change an entry's texts and whether sellers see it",
      params: idParamsSchema,
      body: integrationFieldsSchema,
      response: { 200: adminIntegrationSchema },
    },
    handler: async (request) => updateCatalogEntry(app, request, request.params.id, request.body),
  });

  app.put('/web/admin/integrations/:id/banner', {
    config: { access: 'admin', sensitive: 'none' },
    bodyLimit: integrationBannerMaxBytes + 64 * 1024,
    schema: {
      tags,
      summary: 'Replace the banner (JPEG or PNG, up to 2 MB), multipart field "file"',
      consumes: ['multipart/form-data'],
      params: idParamsSchema,
      response: { 200: adminIntegrationSchema },
    },
    handler: async (request) =>
      replaceCatalogBanner(app, request, request.params.id, () => uploadedImage(request)),
  });

  app.get('/web/admin/integrations/:id/banner', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "An entry's banner, whether sellers see the entry or not",
      params: idParamsSchema,
      download: ['image/jpeg', 'image/png'],
    },
    handler: async (request, reply) =>
      sendBanner(reply, await adminCatalogBanner(app, request.params.id), 'private'),
  });

  app.put('/web/admin/integrations/order', {
    config: { access: 'admin', sensitive: 'none' },
    schema: {
      tags,
      summary: "Put the catalog in this order (every entry's id, first shown first)",
      body: integrationOrderSchema,
      response: { 200: adminIntegrationsSchema },
    },
    handler: async (request) => reorderCatalog(app, request, request.body),
  });
};
