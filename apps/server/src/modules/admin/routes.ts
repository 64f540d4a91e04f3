import {
  adminSessionsPageSchema,
  adminSessionsQuerySchema,
  adminUserDetailSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  impersonationResponseSchema,
  roleResponseSchema,
  setAutoWithdrawalSchema,
  setRoleSchema,
  setSwitchSchema,
  switchResponseSchema,
} from '@repasse/core/contract/admin-users';
import { noContentSchema } from '@repasse/core/contract/common';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { sessionClientOf } from '../auth/session-client.ts';
import { auditLogPage } from './audit-log.ts';
import { startImpersonation } from './impersonation.ts';
import { listAdminSessions, revokeAnySession } from './sessions.ts';
import { adminUserDetail, listAdminUsers } from './user-reads.ts';
import { type AdminActor, setRole, setUserSwitch } from './users-service.ts';

const tags = ['admin'];

const adminOf = (request: FastifyRequest): AdminActor => ({
  auth: requireAuth(request),
  ip: request.ip,
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/admin/users', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Users, searchable by email, name or document',
      querystring: adminUsersQuerySchema,
      response: { 200: adminUsersPageSchema },
    },
    handler: async (request) => listAdminUsers(app, request.query),
  });

  app.get('/web/admin/users/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'A user with documents and sessions',
      params: idParamsSchema,
      response: { 200: adminUserDetailSchema },
    },
    handler: async (request) => adminUserDetail(app, request.params.id),
  });

  app.put('/web/admin/users/:id/role', {
    config: {
      access: 'admin',
      sensitive: 'credentials',
      target: { kind: 'user', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: "Set a user's role (admin roles only by a super-admin)",
      params: idParamsSchema,
      body: setRoleSchema,
      response: { 200: roleResponseSchema },
    },
    handler: async (request) =>
      setRole(app, adminOf(request), request.params.id, request.body.role),
  });

  app.put('/web/admin/users/:id/auto-withdrawal', {
    config: {
      access: 'admin',
      sensitive: 'money',
      target: { kind: 'user', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Turn automatic withdrawal approval on or off',
      params: idParamsSchema,
      body: setAutoWithdrawalSchema,
      response: { 200: switchResponseSchema },
    },
    handler: async (request) =>
      setUserSwitch(app, request, request.params.id, 'autoWithdrawal', request.body.enabled),
  });

  app.put('/web/admin/users/:id/raw-card-data', {
    config: {
      access: 'admin',
      sensitive: 'credentials',
      target: { kind: 'user', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: "Allow a seller's servers to send raw card data (their own PCI DSS attestation)",
      params: idParamsSchema,
      body: setSwitchSchema,
      response: { 200: switchResponseSchema },
    },
    handler: async (request) =>
      setUserSwitch(app, request, request.params.id, 'rawCardAllowed', request.body.enabled),
  });

  app.post('/web/admin/users/:id/impersonate', {
    config: {
      access: 'admin',
      sensitive: 'credentials',
      target: { kind: 'user', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Start a short session acting as a seller',
      params: idParamsSchema,
      response: { 200: impersonationResponseSchema },
    },
    handler: async (request) =>
      startImpersonation(app, adminOf(request), sessionClientOf(request), request.params.id),
  });

  app.get('/web/admin/sessions', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Active sessions of every user',
      querystring: adminSessionsQuerySchema,
      response: { 200: adminSessionsPageSchema },
    },
    handler: async (request) => listAdminSessions(app, request.query),
  });

  app.delete('/web/admin/sessions/:id', {
    config: {
      access: 'admin',
      sensitive: 'credentials',
      target: { kind: 'session', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Revoke any session',
      params: idParamsSchema,
      response: { 204: noContentSchema },
    },
    handler: async (request, reply) => {
      await revokeAnySession(app, request, request.params.id);
      return reply.code(204).send(null);
    },
  });

  app.get('/web/admin/audit', {
    config: { access: 'super_admin' },
    schema: {
      tags,
      summary: 'The audit log',
      querystring: auditQuerySchema,
      response: { 200: auditPageSchema },
    },
    handler: async (request) => auditLogPage(app, request.query),
  });
};
