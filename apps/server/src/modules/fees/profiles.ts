import type {
  FeeProfileBody,
  FeeProfileResponse,
  FeeProfilesPage,
  FeeProfilesQuery,
} from '@repasse/core/contract/fees';
import type { FastifyInstance } from 'fastify';
import { onUniqueViolation } from '../../db/errors.ts';
import { serializeOn } from '../../db/locks.ts';
import { pageOf } from '../../db/paging.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { decide } from '../audit/decision.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import {
  defaultProfileRow,
  deleteFeeProfile as deleteFeeProfileRow,
  feeProfileResponse,
  feeProfilesPage,
  insertFeeProfile,
  lockFeeProfile,
  moveDefaultFeeProfile,
  toFeeProfile,
  updateFeeProfile as updateFeeProfileRow,
  usersOnFeeProfile,
} from './queries.ts';

/** The unique index on the profile's unique id is the guard: checking first would race. */
const uniqueIdTaken = () => fieldError('fees.unique_id_taken', 'uniqueId');

const targetType = 'fee_profile';

async function lockedProfile(tx: Parameters<typeof lockFeeProfile>[0], id: string) {
  const row = await lockFeeProfile(tx, id);
  if (!row) throw notFound();
  return row;
}

/** A page of profiles, the platform default first (created on the first visit if missing). */
export async function listFeeProfiles(
  app: FastifyInstance,
  query: FeeProfilesQuery,
): Promise<FeeProfilesPage> {
  await defaultProfileRow(app.db);
  const { items, total } = await feeProfilesPage(app.db, query);
  return pageOf(query, items, total);
}

export async function feeProfile(app: FastifyInstance, id: string): Promise<FeeProfileResponse> {
  const profile = await feeProfileResponse(app.db, id);
  if (!profile) throw notFound();
  return profile;
}

export async function createFeeProfile(
  app: FastifyInstance,
  actor: AuditActor,
  body: FeeProfileBody,
): Promise<FeeProfileResponse> {
  const id = await onUniqueViolation(
    () =>
      app.db.transaction(async (tx) => {
        const created = await insertFeeProfile(tx, body);
        await recordAudit(tx, app.clock, actor, {
          action: 'admin.fee_profile.create',
          targetType,
          targetId: created,
          after: body,
        });
        return created;
      }),
    uniqueIdTaken,
  );
  return feeProfile(app, id);
}

/** Replaces every field; sales already made keep the fees they were charged. */
export async function updateFeeProfile(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  body: FeeProfileBody,
): Promise<FeeProfileResponse> {
  await onUniqueViolation(
    () =>
      decide(app, actor, {
        action: 'admin.fee_profile.update',
        targetType,
        lock: (tx) => lockedProfile(tx, id),
        apply: async (tx, row) => {
          await updateFeeProfileRow(tx, row.id, body, app.clock.now());
          return { before: toFeeProfile(row), after: body };
        },
      }),
    uniqueIdTaken,
  );
  return feeProfile(app, id);
}

/** Only a profile nobody is charged with, and never the default, can go. */
export async function deleteFeeProfile(app: FastifyInstance, actor: AuditActor, id: string) {
  await decide(app, actor, {
    action: 'admin.fee_profile.delete',
    targetType,
    lock: (tx) => lockedProfile(tx, id),
    apply: async (tx, row) => {
      if (row.isDefault) throw conflict('fees.default_profile');
      if ((await usersOnFeeProfile(tx, row.id)) > 0) throw conflict('fees.in_use');
      await deleteFeeProfileRow(tx, row.id);
      return { before: toFeeProfile(row), after: undefined };
    },
  });
}

/** The default charges every user without a profile of their own; there is exactly one. */
export async function makeDefaultFeeProfile(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
): Promise<FeeProfileResponse> {
  await decide(app, actor, {
    action: 'admin.fee_profile.default',
    targetType,
    lock: async (tx) => {
      // Two swaps at once would both read the same previous default and leave two defaults.
      await serializeOn(tx, 'fee_profiles:default');
      return lockedProfile(tx, id);
    },
    apply: async (tx, row) => {
      const previous = await defaultProfileRow(tx);
      if (previous.id !== row.id) await moveDefaultFeeProfile(tx, previous.id, row.id);
      return { before: { defaultId: previous.id }, after: undefined };
    },
  });
  return feeProfile(app, id);
}
