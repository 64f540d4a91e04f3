import type { PlatformSettingsBody, PlatformSettingsResponse } from '@repasse/core/contract/fees';
import type { FastifyInstance } from 'fastify';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { loadPlatformSettings, savePlatformSettings } from './queries.ts';

export const platformSettings = (app: FastifyInstance): Promise<PlatformSettingsResponse> =>
  loadPlatformSettings(app.db);

/** Replaces the platform-wide limits; the audit keeps what they were. */
export async function changePlatformSettings(
  app: FastifyInstance,
  actor: AuditActor,
  body: PlatformSettingsBody,
): Promise<PlatformSettingsResponse> {
  await app.db.transaction(async (tx) => {
    const before = await loadPlatformSettings(tx);
    await savePlatformSettings(tx, body, actor.auth?.user.id ?? null, app.clock.now());
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.platform_settings.update',
      targetType: 'platform_settings',
      targetId: null,
      before,
      after: body,
    });
  });
  return loadPlatformSettings(app.db);
}
