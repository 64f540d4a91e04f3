import type { RegisterDevice, RegisterDeviceResult } from '@repasse/core/contract/notifications';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/access.ts';
import { upsertDevice } from './queries.ts';

/**
 * `POST /web/register-device`: the device now receives the caller's pushes, whoever had it before.
 * An admin acting as a seller registers nothing: the admin's browser must not start receiving
 * the seller's sales (nor take the seller's device away from the seller); the answer says so.
 */
export async function registerDevice(
  app: FastifyInstance,
  auth: AuthContext,
  body: RegisterDevice,
): Promise<RegisterDeviceResult> {
  if (auth.session.impersonatorId) return { registered: false };
  await upsertDevice(app.db, {
    userId: auth.user.id,
    sessionId: auth.session.id,
    deviceId: body.device_id,
    platform: body.platform,
    pushToken: body.push_token,
    appVersion: body.app_version,
    now: app.clock.now(),
  });
  return { registered: true };
}
