import {
  awardClaimInputSchema,
  awardClaimSchema,
  sellerAwardsSchema,
} from '@repasse/core/contract/awards';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { claimAward } from './claims.ts';
import { sellerAwards } from './seller-awards.ts';
import { publicTierImage } from './tiers.ts';

export const awardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['awards'];

  app.get('/web/awards', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "Every award tier with the caller's progress, what they reached and their claims",
      response: { 200: sellerAwardsSchema },
    },
    handler: async (request) => sellerAwards(app, requireAuth(request).user.id),
  });

  app.post('/web/awards/claims', {
    // The seller attests the recipient's identity and age: an admin acting as them may not.
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags,
      summary: 'Claim a reached physical award: where to ship it and to whom (18 or older)',
      body: awardClaimInputSchema,
      response: { 201: awardClaimSchema },
    },
    handler: async (request, reply) => {
      const claim = await claimAward(app, requireAuth(request).user.id, request.body);
      return reply.code(201).send(claim);
    },
  });

  app.get('/web/public/award-tiers/:id/image', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "An award tier's image (public)",
      params: idParamsSchema,
      download: ['image/jpeg', 'image/png'],
    },
    handler: async (request, reply) => {
      const { data, type } = await publicTierImage(app, request.params.id);
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  });
};
