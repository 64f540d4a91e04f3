import type { AwardTier, AwardTiers } from '@repasse/core/contract/awards';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { detectKycFileType } from '../kyc/file-type.ts';
import { toAwardTier } from './award-views.ts';
import {
  insertTier,
  lockTier,
  setTierImageKey,
  type TierFields,
  type TierRow,
  tierRow,
  tiersWithCounts,
  writeTier,
} from './queries.ts';

const targetType = 'award_tier';

/** What the audit shows of a tier. */
const auditedOf = (row: TierRow) => ({
  name: row.name,
  threshold: row.threshold,
  description: row.description,
  kind: row.kind,
  active: row.active,
});

export async function listTiers(app: FastifyInstance): Promise<AwardTiers> {
  const rows = await tiersWithCounts(app.db);
  return {
    items: rows.map((row) => toAwardTier(row.tier, row, app.config.publicUrl)),
  };
}

async function tierWithCounts(app: FastifyInstance, id: string): Promise<AwardTier> {
  const row = (await tiersWithCounts(app.db)).find((found) => found.tier.id === id);
  if (!row) throw notFound();
  return toAwardTier(row.tier, row, app.config.publicUrl);
}

/** A new tier; sellers whose total already reaches it see it reached at their next look. */
export async function createTier(
  app: FastifyInstance,
  actor: AuditActor,
  fields: TierFields,
): Promise<AwardTier> {
  const row = await app.db.transaction(async (tx) => {
    const created = await insertTier(tx, fields, app.clock.now());
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.award_tier.create',
      targetType,
      targetId: created.id,
      after: auditedOf(created),
    });
    return created;
  });
  return tierWithCounts(app, row.id);
}

/**
 * Changes a tier. Achievements already recorded stay (a seller keeps what they reached, even when
 * the threshold rises or the tier is switched off).
 */
export async function updateTier(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  fields: TierFields,
): Promise<AwardTier> {
  await app.db.transaction(async (tx) => {
    const before = await lockTier(tx, id);
    if (!before) throw notFound();
    const after = await writeTier(tx, id, fields, app.clock.now());
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.award_tier.update',
      targetType,
      targetId: id,
      before: auditedOf(before),
      after: after ? auditedOf(after) : null,
    });
  });
  return tierWithCounts(app, id);
}

/**
 * Replaces the tier's image with a JPEG or PNG, as product images are: the upload is read only once
 * the tier is known, and the old image is deleted once the new one is in place.
 */
export async function replaceTierImage(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  readImage: () => Promise<Buffer>,
): Promise<AwardTier> {
  const tier = await tierRow(app.db, id);
  if (!tier) throw notFound();
  const data = await readImage();
  const type = detectKycFileType(data);
  if (type !== 'image/jpeg' && type !== 'image/png')
    throw badRequest('products.invalid_image', { file: 'errors.products.invalid_image' });
  const key = `award-tiers/${tier.id}/${crypto.randomUUID()}`;
  await app.storage.put(key, data, type);
  await app.db.transaction(async (tx) => {
    await setTierImageKey(tx, tier.id, key, app.clock.now());
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.award_tier.image',
      targetType,
      targetId: tier.id,
      after: { type, bytes: data.length },
    });
  });
  if (tier.imageKey) await app.storage.delete(tier.imageKey).catch(() => {});
  return tierWithCounts(app, tier.id);
}

/** A tier's image, public like a product's: awards are shown off, not secret. */
export async function publicTierImage(
  app: FastifyInstance,
  id: string,
): Promise<{ data: Buffer; type: string }> {
  const row = await tierRow(app.db, id);
  const data = row?.imageKey ? await app.storage.get(row.imageKey) : null;
  if (!data) throw notFound();
  return { data, type: detectKycFileType(data) ?? 'application/octet-stream' };
}
