import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@repasse/core/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../http/errors.ts';
import { login, registerSeller } from './service.ts';
import { revokeSession } from './sessions.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/web/public/auth/register', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Register a seller',
      body: registerRequestSchema,
      response: { 201: registerResponseSchema },
    },
    handler: async (request, reply) => {
      const user = await registerSeller(app.db, request.body, request.locale);
      return reply.code(201).send({ user });
    },
  });

  app.post('/web/public/auth/login', {
    config: { access: 'public' },
    schema: {
      tags: ['auth'],
      summary: 'Log in and receive a session token',
      body: loginRequestSchema,
      response: { 200: loginResponseSchema },
    },
    handler: async (request) =>
      login(app.db, app.clock, request.body, {
        ip: request.ip || null,
        userAgent: request.headers['user-agent'] ?? null,
        sessionTtlMs: app.config.sessionTtlHours * 60 * 60 * 1000,
      }),
  });

  app.post('/web/auth/logout', {
    config: { access: 'user', sensitive: 'none' },
    schema: { tags: ['auth'], summary: 'Revoke the current session', response: { 204: z.null() } },
    handler: async (request, reply) => {
      if (!request.auth) throw unauthorized();
      await revokeSession(app.db, app.clock, request.auth.session.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/web/me', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'The logged-in user', response: { 200: meResponseSchema } },
    handler: async (request) => {
      if (!request.auth) throw unauthorized();
      return {
        user: request.auth.user,
        session: {
          expiresAt: request.auth.session.expiresAt.toISOString(),
          impersonatedBy: request.auth.session.impersonatorId,
        },
      };
    },
  });
};
