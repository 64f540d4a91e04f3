import {
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
} from '@repasse/core/contract/auth';
import { noContentSchema } from '@repasse/core/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieOf } from '../../http/cookies.ts';
import { requireAuth } from '../../http/guards.ts';
import { referralCookie } from '../referrals/referrals.ts';
import { login, logout, meOf, registerSeller } from './service.ts';
import { sessionClientOf } from './session-client.ts';

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
      const referral = cookieOf(request, referralCookie);
      const user = await registerSeller(app, request.body, request.locale, referral);
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
    handler: async (request) => login(app, request.body, sessionClientOf(request)),
  });

  app.post('/web/auth/logout', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags: ['auth'],
      summary: 'Revoke the current session',
      response: { 204: noContentSchema },
    },
    handler: async (request, reply) => {
      await logout(app, requireAuth(request));
      return reply.code(204).send(null);
    },
  });

  app.get('/web/me', {
    config: { access: 'user' },
    schema: { tags: ['auth'], summary: 'The logged-in user', response: { 200: meResponseSchema } },
    handler: async (request) => meOf(requireAuth(request)),
  });
};
