import {
  adminAwardClaimSchema,
  adminAwardClaimsPageSchema,
  adminAwardClaimsQuerySchema,
  awardClaimTransitionSchema,
  awardTierInputSchema,
  awardTierSchema,
  awardTiersSchema,
} from '@repasse/core/contract/awards';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadedImage } from '../products/image-upload.ts';
import { listAdminClaims, moveClaim } from './fulfilment.ts';
import { createTier, listTiers, replaceTierImage, updateTier } from './tiers.ts';

/** Admin → Management → Awards: the tiers, and the fulfilment queue of physical awards. */
export const awardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['awards'];

  app.get('/web/admin/award-tiers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Every award tier, with how many sellers reached it and its open claims',
      response: { 200: awardTiersSchema },
    },
    handler: async () => listTiers(app),
  });

  app.post('/web/admin/award-tiers', {
    config: { access: 'admin', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Create an award tier',
      body: awardTierInputSchema,
      response: { 201: awardTierSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createTier(app, request, request.body)),
  });

  app.put('/web/admin/award-tiers/:id', {
    config: { access: 'admin', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Change an award tier (what sellers reached stays reached)',
      params: idParamsSchema,
      body: awardTierInputSchema,
      response: { 200: awardTierSchema },
    },
    handler: async (request) => updateTier(app, request, request.params.id, request.body),
  });

  app.put('/web/admin/award-tiers/:id/image', {
    config: { access: 'admin', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Upload the tier image (JPEG or PNG, up to 2 MB), multipart field "file"',
      consumes: ['multipart/form-data'],
      params: idParamsSchema,
      response: { 200: awardTierSchema },
    },
    handler: async (request) =>
      replaceTierImage(app, request, request.params.id, () => uploadedImage(request)),
  });

  app.get('/web/admin/award-claims', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'The claims of physical awards, newest first, optionally of one status',
      querystring: adminAwardClaimsQuerySchema,
      response: { 200: adminAwardClaimsPageSchema },
    },
    handler: async (request) => listAdminClaims(app, request.query),
  });

  app.post('/web/admin/award-claims/:id/transition', {
    config: {
      access: 'admin',
      sensitive: 'none',
      target: { kind: 'award_claim', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary:
        'Approve, ship (carrier and tracking code), deliver or refuse (reason) a claim; the seller is emailed',
      params: idParamsSchema,
      body: awardClaimTransitionSchema,
      response: { 200: adminAwardClaimSchema },
    },
    handler: async (request) => moveClaim(app, request, request.params.id, request.body),
  });
};
