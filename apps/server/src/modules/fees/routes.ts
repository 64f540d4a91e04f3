import {
  feeProfileBodySchema,
  feeProfileResponseSchema,
  feeProfilesPageSchema,
  feeProfilesQuerySchema,
  platformSettingsBodySchema,
  platformSettingsResponseSchema,
} from '@repasse/core/contract/fees';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import { pageWindow } from '@repasse/core/contract/pagination';
import { generateUniqueId } from '@repasse/core/fees/fee-profile';
import { asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isUniqueViolation } from '../../db/errors.ts';
import { serializeOn } from '../../db/locks.ts';
import { feeProfiles, platformSettings, users } from '../../db/schema.ts';
import { AppError, conflict, notFound } from '../../http/errors.ts';
import { requireAuth } from '../../http/guards.ts';
import { containsPattern } from '../admin/queries.ts';
import { recordAudit } from '../audit/record.ts';
import {
  defaultProfileRow,
  loadPlatformSettings,
  toFeeProfile,
  toFeeProfileColumns,
} from './queries.ts';

const tags = ['fees'];
const uniqueIdTaken = () =>
  conflict('fees.unique_id_taken', { uniqueId: 'errors.fees.unique_id_taken' });

export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both sides spelled out: drizzle renders columns unqualified inside a select, and a bare "id"
  // in the subquery would be the users' own id.
  const usersCount = sql<number>`(select count(*)::int from users u where u.fee_profile_id = "fee_profiles"."id")`;

  async function profileResponse(id: string) {
    const [row] = await app.db
      .select({ row: feeProfiles, usersCount })
      .from(feeProfiles)
      .where(eq(feeProfiles.id, id));
    if (!row) throw notFound();
    return {
      ...toFeeProfile(row.row),
      id: row.row.id,
      isDefault: row.row.isDefault,
      usersCount: Number(row.usersCount),
    };
  }

  app.get('/web/admin/fee-profiles', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Fee profiles, the platform default first',
      querystring: feeProfilesQuerySchema,
      response: { 200: feeProfilesPageSchema },
    },
    handler: async (request) => {
      await defaultProfileRow(app.db);
      const { search } = request.query;
      const where = search
        ? or(
            ilike(feeProfiles.uniqueId, containsPattern(search)),
            ilike(feeProfiles.referenceCode, containsPattern(search)),
          )
        : undefined;
      const { limit, offset } = pageWindow(request.query);
      const query = app.db
        .select({ row: feeProfiles, usersCount })
        .from(feeProfiles)
        .where(where)
        .orderBy(desc(feeProfiles.isDefault), asc(feeProfiles.uniqueId))
        .offset(offset);
      const rows = limit === undefined ? await query : await query.limit(limit);
      const [total] = await app.db.select({ n: count() }).from(feeProfiles).where(where);
      return {
        items: rows.map(({ row, usersCount: n }) => ({
          ...toFeeProfile(row),
          id: row.id,
          isDefault: row.isDefault,
          usersCount: Number(n),
        })),
        total: total?.n ?? 0,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  });

  app.get('/web/admin/fee-profiles/generate-id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'A random unique id for a new profile',
      response: { 200: z.object({ uniqueId: z.string() }) },
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
    handler: async (request) => profileResponse(request.params.id),
  });

  app.post('/web/admin/fee-profiles', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Create a fee profile',
      body: feeProfileBodySchema,
      response: { 201: feeProfileResponseSchema },
    },
    handler: async (request, reply) => {
      try {
        const id = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(feeProfiles)
            .values(toFeeProfileColumns(request.body))
            .returning({ id: feeProfiles.id });
          if (!row) throw new Error('fee profile insert returned nothing');
          await recordAudit(tx, app.clock, request, {
            action: 'admin.fee_profile.create',
            targetType: 'fee_profile',
            targetId: row.id,
            after: request.body,
          });
          return row.id;
        });
        return reply.code(201).send(await profileResponse(id));
      } catch (error) {
        if (isUniqueViolation(error)) throw uniqueIdTaken();
        throw error;
      }
    },
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
    handler: async (request) => {
      try {
        await app.db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(feeProfiles)
            .where(eq(feeProfiles.id, request.params.id))
            .for('update');
          if (!before) throw notFound();
          await tx
            .update(feeProfiles)
            .set({ ...toFeeProfileColumns(request.body), updatedAt: app.clock.now() })
            .where(eq(feeProfiles.id, request.params.id));
          await recordAudit(tx, app.clock, request, {
            action: 'admin.fee_profile.update',
            targetType: 'fee_profile',
            targetId: before.id,
            before: toFeeProfile(before),
            after: request.body,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw uniqueIdTaken();
        throw error;
      }
      return profileResponse(request.params.id);
    },
  });

  app.delete('/web/admin/fee-profiles/:id', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Delete a fee profile nobody uses',
      params: idParamsSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      await app.db.transaction(async (tx) => {
        const [profile] = await tx
          .select()
          .from(feeProfiles)
          .where(eq(feeProfiles.id, request.params.id))
          .for('update');
        if (!profile) throw notFound();
        if (profile.isDefault) throw conflict('fees.default_profile');
        const [used] = await tx
          .select({ n: count() })
          .from(users)
          .where(eq(users.feeProfileId, profile.id));
        if ((used?.n ?? 0) > 0) throw conflict('fees.in_use');
        await tx.delete(feeProfiles).where(eq(feeProfiles.id, profile.id));
        await recordAudit(tx, app.clock, request, {
          action: 'admin.fee_profile.delete',
          targetType: 'fee_profile',
          targetId: profile.id,
          before: toFeeProfile(profile),
        });
      });
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
    handler: async (request) => {
      await app.db.transaction(async (tx) => {
        await serializeOn(tx, 'fee_profiles:default');
        const [profile] = await tx
          .select()
          .from(feeProfiles)
          .where(eq(feeProfiles.id, request.params.id))
          .for('update');
        if (!profile) throw notFound();
        const previous = await defaultProfileRow(tx);
        if (previous.id !== profile.id) {
          await tx
            .update(feeProfiles)
            .set({ isDefault: false })
            .where(eq(feeProfiles.id, previous.id));
          await tx
            .update(feeProfiles)
            .set({ isDefault: true })
            .where(eq(feeProfiles.id, profile.id));
        }
        await recordAudit(tx, app.clock, request, {
          action: 'admin.fee_profile.default',
          targetType: 'fee_profile',
          targetId: profile.id,
          before: { defaultId: previous.id },
        });
      });
      return profileResponse(request.params.id);
    },
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
      body: z.object({ feeProfileId: z.string().uuid({ error: 'validation.invalid' }).nullable() }),
      response: { 200: z.object({ feeProfileId: z.string().uuid().nullable() }) },
    },
    handler: async (request) => {
      const { feeProfileId } = request.body;
      await app.db.transaction(async (tx) => {
        const [user] = await tx
          .select({ feeProfileId: users.feeProfileId })
          .from(users)
          .where(eq(users.id, request.params.id))
          .for('update');
        if (!user) throw notFound();
        if (feeProfileId) {
          const [profile] = await tx
            .select({ id: feeProfiles.id })
            .from(feeProfiles)
            .where(eq(feeProfiles.id, feeProfileId));
          if (!profile)
            throw new AppError(400, 'validation', { feeProfileId: 'validation.invalid' });
        }
        await tx
          .update(users)
          .set({ feeProfileId, updatedAt: app.clock.now() })
          .where(eq(users.id, request.params.id));
        await recordAudit(tx, app.clock, request, {
          action: 'admin.user.fee_profile',
          targetType: 'user',
          targetId: request.params.id,
          before: { feeProfileId: user.feeProfileId },
          after: { feeProfileId },
        });
      });
      return { feeProfileId };
    },
  });

  app.get('/web/admin/platform-settings', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Platform settings',
      response: { 200: platformSettingsResponseSchema },
    },
    handler: async () => loadPlatformSettings(app.db),
  });

  app.put('/web/admin/platform-settings', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Change platform settings',
      body: platformSettingsBodySchema,
      response: { 200: platformSettingsResponseSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      await app.db.transaction(async (tx) => {
        const before = await loadPlatformSettings(tx);
        await tx
          .insert(platformSettings)
          .values({
            id: 1,
            settings: request.body,
            updatedAt: app.clock.now(),
            updatedBy: auth.user.id,
          })
          .onConflictDoUpdate({
            target: platformSettings.id,
            set: { settings: request.body, updatedAt: app.clock.now(), updatedBy: auth.user.id },
          });
        await recordAudit(tx, app.clock, request, {
          action: 'admin.platform_settings.update',
          targetType: 'platform_settings',
          targetId: null,
          before,
          after: request.body,
        });
      });
      return loadPlatformSettings(app.db);
    },
  });
};
