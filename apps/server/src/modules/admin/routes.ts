import {
  adminSessionSchema,
  adminSessionsQuerySchema,
  adminUserDetailSchema,
  adminUserRowSchema,
  adminUsersQuerySchema,
  auditEntrySchema,
  auditQuerySchema,
  impersonationResponseSchema,
  setAutoWithdrawalSchema,
  setRoleSchema,
  setSwitchSchema,
} from '@repasse/core/contract/admin-users';
import { roles } from '@repasse/core/contract/common';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import { pageOf, pageWindow } from '@repasse/core/contract/pagination';
import { and, count, desc, eq, gt, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLog, sessions, users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { requireAuth } from '../../http/guards.ts';
import { activeSessionsOf, toSession } from '../account/queries.ts';
import { recordAudit } from '../audit/record.ts';
import { documentsOf } from '../kyc/queries.ts';
import { containsPattern, toAdminUserRow, totalInvoicedColumn } from './queries.ts';
import { setRole, setUserSwitch, startImpersonation } from './users-service.ts';

const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/admin/users', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Users, searchable by email, name or document',
      querystring: adminUsersQuerySchema,
      response: { 200: pageOf(adminUserRowSchema) },
    },
    handler: async (request) => {
      const { search, role, documentStatus } = request.query;
      const conditions: SQL[] = [];
      if (search) {
        const pattern = containsPattern(search);
        const digits = search.replace(/[.\-/\s]/g, '');
        const match = or(
          ilike(users.email, pattern),
          ilike(users.fullName, pattern),
          ilike(users.tradeName, pattern),
          ilike(users.personDocument, containsPattern(digits)),
          ilike(users.companyDocument, containsPattern(digits)),
        );
        if (match) conditions.push(match);
      }
      if (role) conditions.push(eq(users.role, role));
      if (documentStatus) conditions.push(eq(users.documentStatus, documentStatus));
      const where = conditions.length ? and(...conditions) : undefined;
      const { limit, offset } = pageWindow(request.query);
      const query = app.db
        .select({ user: users, totalInvoiced: totalInvoicedColumn })
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), users.id)
        .offset(offset);
      const rows = limit === undefined ? await query : await query.limit(limit);
      const [total] = await app.db.select({ n: count() }).from(users).where(where);
      return {
        items: rows.map((row) => toAdminUserRow(row.user, row.totalInvoiced)),
        total: total?.n ?? 0,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  });

  app.get('/web/admin/users/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'A user with documents and sessions',
      params: idParamsSchema,
      response: { 200: adminUserDetailSchema },
    },
    handler: async (request) => {
      const [found] = await app.db
        .select({ user: users, totalInvoiced: totalInvoicedColumn })
        .from(users)
        .where(eq(users.id, request.params.id));
      if (!found) throw notFound();
      const { user } = found;
      const activeSessions = await activeSessionsOf(app.db, app.clock, user.id);
      return {
        user: {
          ...toAdminUserRow(user, found.totalInvoiced),
          phoneCountryCode: user.phoneCountryCode,
          phoneNumber: user.phoneNumber,
          corporateName: user.corporateName,
          websiteUrl: user.websiteUrl,
          city: user.city,
          state: user.state,
        },
        documents:
          user.role === 'seller'
            ? await documentsOf(app.db, user.id, Boolean(user.companyDocument))
            : [],
        sessions: activeSessions.map((row) => toSession(row, null)),
      };
    },
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
      response: { 200: z.object({ role: z.enum(roles) }) },
    },
    handler: async (request) => ({
      role: await setRole(app, request, requireAuth(request), request.params.id, request.body.role),
    }),
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
      response: { 200: z.object({ enabled: z.boolean() }) },
    },
    handler: async (request) => ({
      enabled: await setUserSwitch(
        app,
        request,
        request.params.id,
        'autoWithdrawal',
        request.body.enabled,
      ),
    }),
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
      response: { 200: z.object({ enabled: z.boolean() }) },
    },
    handler: async (request) => ({
      enabled: await setUserSwitch(
        app,
        request,
        request.params.id,
        'rawCardAllowed',
        request.body.enabled,
      ),
    }),
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
      startImpersonation(app, request, requireAuth(request), request.params.id),
  });

  app.get('/web/admin/sessions', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Active sessions of every user',
      querystring: adminSessionsQuerySchema,
      response: { 200: pageOf(adminSessionSchema) },
    },
    handler: async (request) => {
      const impersonators = alias(users, 'impersonators');
      const conditions: SQL[] = [
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, app.clock.now()),
      ];
      if (request.query.userId) conditions.push(eq(sessions.userId, request.query.userId));
      const where = and(...conditions);
      const { limit, offset } = pageWindow(request.query);
      const query = app.db
        .select({
          session: sessions,
          user: { id: users.id, email: users.email, fullName: users.fullName, role: users.role },
          impersonator: { id: impersonators.id, email: impersonators.email },
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
        .where(where)
        .orderBy(desc(sessions.lastSeenAt), sessions.id)
        .offset(offset);
      const rows = limit === undefined ? await query : await query.limit(limit);
      const [total] = await app.db.select({ n: count() }).from(sessions).where(where);
      return {
        items: rows.map((row) => {
          const { current: _current, ...session } = toSession(row.session, null);
          return {
            ...session,
            user: row.user,
            impersonator: row.impersonator?.id
              ? { id: row.impersonator.id, email: row.impersonator.email }
              : null,
          };
        }),
        total: total?.n ?? 0,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
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
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(sessions)
          .set({ revokedAt: app.clock.now() })
          .where(and(eq(sessions.id, request.params.id), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id, userId: sessions.userId });
        if (!row) throw notFound();
        await recordAudit(tx, app.clock, request, {
          action: 'admin.session.revoke',
          targetType: 'session',
          targetId: row.id,
          after: { userId: row.userId },
        });
      });
      return reply.code(204).send(null);
    },
  });

  app.get('/web/admin/audit', {
    config: { access: 'super_admin' },
    schema: {
      tags,
      summary: 'The audit log',
      querystring: auditQuerySchema,
      response: { 200: pageOf(auditEntrySchema) },
    },
    handler: async (request) => {
      const conditions: SQL[] = [];
      if (request.query.action) conditions.push(eq(auditLog.action, request.query.action));
      if (request.query.targetId) conditions.push(eq(auditLog.targetId, request.query.targetId));
      const where = conditions.length ? and(...conditions) : undefined;
      const { limit, offset } = pageWindow(request.query);
      const query = app.db
        .select({ entry: auditLog, actor: { id: users.id, email: users.email } })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(where)
        .orderBy(desc(auditLog.seq))
        .offset(offset);
      const rows = limit === undefined ? await query : await query.limit(limit);
      const [total] = await app.db.select({ n: count() }).from(auditLog).where(where);
      return {
        items: rows.map(({ entry, actor }) => ({
          id: entry.id,
          createdAt: entry.createdAt.toISOString(),
          action: entry.action,
          actor: actor?.id ? { id: actor.id, email: actor.email } : null,
          impersonatorId: entry.impersonatorId,
          targetType: entry.targetType,
          targetId: entry.targetId,
          before: entry.before,
          after: entry.after,
          ip: entry.ip,
        })),
        total: total?.n ?? 0,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  });
};
