import {
  accountSchema,
  changePasswordSchema,
  mySessionsResponseSchema,
  pixKeyResponseSchema,
  pixKeySchema,
  updateBankSchema,
  updateEmailSchema,
  updateProfileSchema,
} from '@repasse/core/contract/account';
import { noContentSchema } from '@repasse/core/contract/common';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { accountOf, mySessions, pixKeyOf } from './reads.ts';
import {
  changePassword,
  type Owner,
  revokeOwnSession,
  setPixKey,
  updateBank,
  updateEmail,
  updateProfile,
} from './service.ts';

const ownerOf = (request: FastifyRequest): Owner => ({
  auth: requireAuth(request),
  ip: request.ip,
});

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/account', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: "The caller's account data",
      response: { 200: accountSchema },
    },
    handler: async (request) => accountOf(app, requireAuth(request).user.id),
  });

  app.patch('/web/account/profile', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags: ['account'],
      summary: 'Edit contact, business and address data',
      body: updateProfileSchema,
      response: { 200: accountSchema },
    },
    handler: async (request) => updateProfile(app, ownerOf(request), request.body),
  });

  app.put('/web/account/bank', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags: ['account'],
      summary: 'Change bank data (asks for the password)',
      body: updateBankSchema,
      response: { 200: accountSchema },
    },
    handler: async (request) => updateBank(app, ownerOf(request), request.body),
  });

  app.put('/web/account/email', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags: ['account'],
      summary: 'Change the login email (asks for the password)',
      body: updateEmailSchema,
      response: { 200: accountSchema },
    },
    handler: async (request) => updateEmail(app, ownerOf(request), request.body),
  });

  app.get('/web/settings/pix-key', {
    config: { access: 'user' },
    schema: {
      tags: ['settings'],
      summary: 'The Pix key withdrawals are paid to',
      response: { 200: pixKeyResponseSchema },
    },
    handler: async (request) => pixKeyOf(app, requireAuth(request).user.id),
  });

  app.put('/web/settings/pix-key', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags: ['settings'],
      summary: 'Set the Pix key',
      body: pixKeySchema,
      response: { 200: pixKeyResponseSchema },
    },
    handler: async (request) => setPixKey(app, ownerOf(request), request.body),
  });

  app.put('/web/settings/password', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags: ['settings'],
      summary: 'Change the password; ends every other session',
      body: changePasswordSchema,
      response: { 204: noContentSchema },
    },
    handler: async (request, reply) => {
      await changePassword(app, ownerOf(request), request.body);
      return reply.code(204).send(null);
    },
  });

  app.get('/web/sessions', {
    config: { access: 'user' },
    schema: {
      tags: ['settings'],
      summary: "The caller's active sessions",
      response: { 200: mySessionsResponseSchema },
    },
    handler: async (request) => mySessions(app, requireAuth(request)),
  });

  app.delete('/web/sessions/:id', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags: ['settings'],
      summary: "Revoke one of the caller's sessions",
      params: idParamsSchema,
      response: { 204: noContentSchema },
    },
    handler: async (request, reply) => {
      await revokeOwnSession(app, ownerOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
