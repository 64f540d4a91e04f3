import { documentTypes } from '@repasse/core/states/document';
import { eq } from 'drizzle-orm';
import type { Clock } from '../lib/clock.ts';
import type { FileStorage } from '../providers/storage/types.ts';
import type { Db } from './client.ts';
import { kycDocuments } from './schema.ts';

// A 1×1 PNG: enough for the admin's preview to show something real.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The demo seller is verified: its documents exist, approved, like any verified seller's. */
export async function seedDemoDocuments(
  db: Db,
  clock: Clock,
  storage: FileStorage,
  sellerId: string,
): Promise<void> {
  const [existing] = await db
    .select({ id: kycDocuments.id })
    .from(kycDocuments)
    .where(eq(kycDocuments.sellerId, sellerId))
    .limit(1);
  if (existing) return;
  const now = clock.now();
  for (const type of documentTypes) {
    const storageKey = `kyc/${sellerId}/${type}/demo`;
    await storage.put(storageKey, tinyPng, 'image/png');
    await db.insert(kycDocuments).values({
      sellerId,
      type,
      status: 'approved',
      storageKey,
      contentType: 'image/png',
      sizeBytes: tinyPng.length,
      originalName: `${type}.png`,
      uploadedAt: now,
      reviewedAt: now,
    });
  }
}
