import type { FeeProfile } from '@repasse/core/fees/fee-profile';
import type { PlatformSettings } from '@repasse/core/fees/platform-settings';
import type { FastifyInstance } from 'fastify';
import { feeProfileOf, loadPlatformSettings } from './queries.ts';

/*
 * The settings and the seller's fee profile as a sale is priced, from memory (db/read-cache.ts).
 * Use cases that change them, or must read them under a lock, use the queries directly.
 */

export const currentPlatformSettings = (app: FastifyInstance): Promise<PlatformSettings> =>
  app.reads.read(['platform_settings'], 'platform-settings', () => loadPlatformSettings(app.db));

export const currentFeeProfile = (
  app: FastifyInstance,
  sellerId: string,
): Promise<{ id: string; profile: FeeProfile }> =>
  app.reads.read(['users', 'fee_profiles'], `fee-profile:${sellerId}`, () =>
    feeProfileOf(app.db, sellerId),
  );
