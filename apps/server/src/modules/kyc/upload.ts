import { randomUUID } from 'node:crypto';
import { type KycDocument, kycMaxFileBytes } from '@repasse/core/contract/kyc';
import { type DocumentType, requiredDocumentTypes } from '@repasse/core/states/document';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { detectKycFileType } from './file-type.ts';
import {
  kycHolder,
  lockDocumentOfType,
  refreshUserDocumentStatus,
  toKycDocument,
  writeDocument,
} from './queries.ts';

/** The file as the seller sent it: its bytes and the name it had on their device. */
export type Upload = { data: Buffer; filename: string | undefined };

/** Sends (or replaces) one of the seller's documents; it waits for review again. */
export async function uploadDocument(
  app: FastifyInstance,
  actor: AuditActor,
  sellerId: string,
  type: DocumentType,
  upload: Upload,
): Promise<KycDocument> {
  if (upload.data.length === 0)
    throw badRequest('kyc.file_missing', { file: 'errors.kyc.file_missing' });
  if (upload.data.length > kycMaxFileBytes)
    throw new AppError('kyc.file_too_large', { file: 'errors.kyc.file_too_large' });
  const contentType = detectKycFileType(upload.data);
  if (!contentType)
    throw badRequest('kyc.invalid_file_type', { file: 'errors.kyc.invalid_file_type' });

  const seller = await kycHolder(app.db, sellerId);
  if (!seller) throw notFound();
  if (!requiredDocumentTypes(Boolean(seller.companyDocument)).includes(type)) {
    throw badRequest('kyc.not_required', { type: 'errors.kyc.not_required' });
  }

  // The file is written first under a fresh key; the row points at it only once the transaction commits.
  const storageKey = `kyc/${sellerId}/${type}/${randomUUID()}`;
  await app.storage.put(storageKey, upload.data, contentType);
  let replacedKey: string | null = null;
  try {
    const document = await app.db.transaction(async (tx) => {
      const previous = await lockDocumentOfType(tx, sellerId, type);
      if (previous?.status === 'approved') throw conflict('kyc.already_approved');
      const row = await writeDocument(
        tx,
        { sellerId, type, previous },
        {
          status: 'pending',
          refusalReason: null,
          storageKey,
          contentType,
          sizeBytes: upload.data.length,
          originalName: upload.filename?.slice(0, 200) ?? null,
          uploadedAt: app.clock.now(),
          reviewedAt: null,
          reviewedBy: null,
        },
      );
      replacedKey = previous?.storageKey ?? null;
      await refreshUserDocumentStatus(tx, sellerId);
      await recordAudit(tx, app.clock, actor, {
        action: 'kyc.upload',
        targetType: 'kyc_document',
        targetId: row.id,
        before: previous
          ? { status: previous.status, refusalReason: previous.refusalReason }
          : null,
        after: { type, status: 'pending', contentType, sizeBytes: row.sizeBytes },
      });
      return toKycDocument(row);
    });
    if (replacedKey) await app.storage.delete(replacedKey).catch(() => {});
    return document;
  } catch (error) {
    await app.storage.delete(storageKey).catch(() => {});
    throw error;
  }
}
