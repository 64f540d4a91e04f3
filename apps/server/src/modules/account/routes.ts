import {
  accountSchema,
  changePasswordSchema,
  pixKeyResponseSchema,
  pixKeySchema,
  sessionSchema,
  updateBankSchema,
  updateEmailSchema,
  updateProfileSchema,
} from '@repasse/core/contract/account';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/errors.ts';
import { requireAuth } from '../../http/guards.ts';
import { activeSessionsOf, findUser, toAccount, toSession } from './queries.ts';
import {
  changePassword,
  revokeOwnSession,
  setPixKey,
  updateBank,
  updateEmail,
  updateProfile,
} from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/account', {
    config: { access: 'user' },
    schema: {
      tags: ['account'],
      summary: "The caller's account data",
      response: { 200: accountSchema },
    },
    handler: async (request) => {
      const user = await findUser(app.db, requireAuth(request).user.id);
      if (!user) throw notFound();
      return toAccount(user);
    },
  });

  app.patch('/web/account/profile', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags: ['account'],
      summary: 'Edit contact, business and address data',
      body: updateProfileSchema,
      response: { 200: accountSchema },
    },
    handler: async (request) => updateProfile(app, request, requireAuth(request), request.body),
  });

  app.put('/web/account/bank', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags: ['account'],
      summary: 'Change bank data (asks for the password)',
      body: updateBankSchema,
      response: { 200: accountSchema },
    },
    handler: async (request) => updateBank(app, request, requireAuth(request), request.body),
  });

  app.put('/web/account/email', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags: ['account'],
      summary: 'Change the login email (asks for the password)',
      body: updateEmailSchema,
      response: { 200: accountSchema },
    },
    handler: async (request) => updateEmail(app, request, requireAuth(request), request.body),
  });

  app.get('/web/settings/pix-key', {
    config: { access: 'user' },
    schema: {
      tags: ['settings'],
      summary: 'The Pix key withdrawals are paid to',
      response: { 200: pixKeyResponseSchema },
    },
    handler: async (request) => {
      const user = await findUser(app.db, requireAuth(request).user.id);
      if (!user) throw notFound();
      return {
        pixKey:
          user.pixKeyType && user.pixKey
            ? {
                type: user.pixKeyType,
                key: user.pixKey,
                updatedAt: (user.pixKeyUpdatedAt ?? user.updatedAt).toISOString(),
              }
            : null,
      };
    },
  });

  app.put('/web/settings/pix-key', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags: ['settings'],
      summary: 'Set the Pix key',
      body: pixKeySchema,
      response: { 200: pixKeyResponseSchema },
    },
    handler: async (request) => ({
      pixKey: await setPixKey(app, request, requireAuth(request), request.body),
    }),
  });

  app.put('/web/settings/password', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags: ['settings'],
      summary: 'Change the password; ends every other session',
      body: changePasswordSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await changePassword(app, request, requireAuth(request), request.body);
      return reply.code(204).send(null);
    },
  });

  app.get('/web/sessions', {
    config: { access: 'user' },
    schema: {
      tags: ['settings'],
      summary: "The caller's active sessions",
      response: { 200: z.object({ items: z.array(sessionSchema) }) },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      const rows = await activeSessionsOf(app.db, app.clock, auth.user.id);
      return { items: rows.map((row) => toSession(row, auth.session.id)) };
    },
  });

  app.delete('/web/sessions/:id', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags: ['settings'],
      summary: "Revoke one of the caller's sessions",
      params: idParamsSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await revokeOwnSession(app, request, requireAuth(request), request.params.id);
      return reply.code(204).send(null);
    },
  });
};
