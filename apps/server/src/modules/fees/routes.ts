import { noContentSchema } from '@repasse/core/contract/common';
import {
  feeProfileBodySchema,
  feeProfileResponseSchema,
  feeProfilesPageSchema,
  feeProfilesQuerySchema,
  generatedUniqueIdSchema,
  platformSettingsBodySchema,
  platformSettingsResponseSchema,
  userFeeProfileBodySchema,
  userFeeProfileResponseSchema,
} from '@repasse/core/contract/fees';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import { generateUniqueId } from '@repasse/core/fees/fee-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePlatformSettings, platformSettings } from './platform-settings.ts';
import {
  createFeeProfile,
  deleteFeeProfile,
  feeProfile,
  listFeeProfiles,
  makeDefaultFeeProfile,
  updateFeeProfile,
} from './profiles.ts';
import { assignFeeProfile } from './user-fee-profile.ts';

const tags = ['fees'];

export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/admin/fee-profiles', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Fee profiles, the platform default first',
      querystring: feeProfilesQuerySchema,
      response: { 200: feeProfilesPageSchema },
    },
    handler: async (request) => listFeeProfiles(app, request.query),
  });

  app.get('/web/admin/fee-profiles/generate-id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'A random unique id for a new profile',
      response: { 200: generatedUniqueIdSchema },
    },
    handler: async () => ({ uniqueId: generateUniqueId() }),
  });

  app.get('/web/admin/fee-profiles/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'One fee profile',
      params: idParamsSchema,
      response: { 200: feeProfileResponseSchema },
    },
    handler: async (request) => feeProfile(app, request.params.id),
  });

  app.post('/web/admin/fee-profiles', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Create a fee profile',
      body: feeProfileBodySchema,
      response: { 201: feeProfileResponseSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createFeeProfile(app, request, request.body)),
  });

  app.put('/web/admin/fee-profiles/:id', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Update every field of a fee profile',
      params: idParamsSchema,
      body: feeProfileBodySchema,
      response: { 200: feeProfileResponseSchema },
    },
    handler: async (request) => updateFeeProfile(app, request, request.params.id, request.body),
  });

  app.delete('/web/admin/fee-profiles/:id', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Delete a fee profile nobody uses',
      params: idParamsSchema,
      response: { 204: noContentSchema },
    },
    handler: async (request, reply) => {
      await deleteFeeProfile(app, request, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.post('/web/admin/fee-profiles/:id/default', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Make a profile the platform default',
      params: idParamsSchema,
      response: { 200: feeProfileResponseSchema },
    },
    handler: async (request) => makeDefaultFeeProfile(app, request, request.params.id),
  });

  app.put('/web/admin/users/:id/fee-profile', {
    config: {
      access: 'admin',
      sensitive: 'money',
      target: { kind: 'user', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Assign a fee profile to a user (null: the platform default)',
      params: idParamsSchema,
      body: userFeeProfileBodySchema,
      response: { 200: userFeeProfileResponseSchema },
    },
    handler: async (request) => assignFeeProfile(app, request, request.params.id, request.body),
  });

  app.get('/web/admin/platform-settings', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Platform settings',
      response: { 200: platformSettingsResponseSchema },
    },
    handler: async () => platformSettings(app),
  });

  app.put('/web/admin/platform-settings', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Change platform settings',
      body: platformSettingsBodySchema,
      response: { 200: platformSettingsResponseSchema },
    },
    handler: async (request) => changePlatformSettings(app, request, request.body),
  });
};
