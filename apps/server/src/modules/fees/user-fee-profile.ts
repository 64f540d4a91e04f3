import type { UserFeeProfileBody, UserFeeProfileResponse } from '@repasse/core/contract/fees';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../http/errors.ts';
import { decide } from '../audit/decision.ts';
import type { AuditActor } from '../audit/record.ts';
import { feeProfileExists, lockUserFeeProfile, setUserFeeProfile } from './queries.ts';

/** Charges a user with a profile of their own, or (null) with the platform default again. */
export async function assignFeeProfile(
  app: FastifyInstance,
  actor: AuditActor,
  userId: string,
  { feeProfileId }: UserFeeProfileBody,
): Promise<UserFeeProfileResponse> {
  await decide(app, actor, {
    action: 'admin.user.fee_profile',
    targetType: 'user',
    lock: async (tx) => {
      const user = await lockUserFeeProfile(tx, userId);
      if (!user) throw notFound();
      return user;
    },
    apply: async (tx, user) => {
      if (feeProfileId && !(await feeProfileExists(tx, feeProfileId)))
        throw new AppError('validation', { feeProfileId: 'validation.invalid' });
      await setUserFeeProfile(tx, user.id, feeProfileId, app.clock.now());
      return { before: { feeProfileId: user.feeProfileId }, after: { feeProfileId } };
    },
  });
  return { feeProfileId };
}
