import { randomUUID } from 'node:crypto';
import { kycMaxFileBytes } from '@repasse/core/contract/kyc';
import { canReview, type DocumentType, requiredDocumentTypes } from '@repasse/core/states/document';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { kycDocuments, users } from '../../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { detectKycFileType } from './file-type.ts';
import { refreshUserDocumentStatus, toKycDocument } from './queries.ts';

type Upload = { data: Buffer; filename: string | undefined };

export async function uploadDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  sellerId: string,
  type: DocumentType,
  upload: Upload,
) {
  if (upload.data.length === 0)
    throw badRequest('kyc.file_missing', { file: 'errors.kyc.file_missing' });
  if (upload.data.length > kycMaxFileBytes)
    throw new AppError('kyc.file_too_large', { file: 'errors.kyc.file_too_large' });
  const contentType = detectKycFileType(upload.data);
  if (!contentType)
    throw badRequest('kyc.invalid_file_type', { file: 'errors.kyc.invalid_file_type' });

  const [seller] = await app.db
    .select({ companyDocument: users.companyDocument })
    .from(users)
    .where(eq(users.id, sellerId));
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
      const [previous] = await tx
        .select()
        .from(kycDocuments)
        .where(and(eq(kycDocuments.sellerId, sellerId), eq(kycDocuments.type, type)))
        .for('update');
      if (previous?.status === 'approved') throw conflict('kyc.already_approved');
      const values = {
        status: 'pending' as const,
        refusalReason: null,
        storageKey,
        contentType,
        sizeBytes: upload.data.length,
        originalName: upload.filename?.slice(0, 200) ?? null,
        uploadedAt: app.clock.now(),
        reviewedAt: null,
        reviewedBy: null,
      };
      const [row] = previous
        ? await tx
            .update(kycDocuments)
            .set(values)
            .where(eq(kycDocuments.id, previous.id))
            .returning()
        : await tx
            .insert(kycDocuments)
            .values({ sellerId, type, ...values })
            .returning();
      if (!row) throw new Error('document write returned nothing');
      replacedKey = previous?.storageKey ?? null;
      await refreshUserDocumentStatus(tx, sellerId);
      await recordAudit(tx, app.clock, request, {
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

export async function reviewDocument(
  app: FastifyInstance,
  request: FastifyRequest,
  documentId: string,
  decision: { approve: true } | { approve: false; reason: string },
) {
  return app.db.transaction(async (tx) => {
    const [document] = await tx
      .select()
      .from(kycDocuments)
      .where(eq(kycDocuments.id, documentId))
      .for('update');
    if (!document) throw notFound();
    if (!canReview(document.status)) throw conflict('kyc.not_reviewable');
    const [row] = await tx
      .update(kycDocuments)
      .set({
        status: decision.approve ? 'approved' : 'refused',
        refusalReason: decision.approve ? null : decision.reason,
        reviewedAt: app.clock.now(),
        reviewedBy: request.auth?.user.id ?? null,
      })
      .where(eq(kycDocuments.id, documentId))
      .returning();
    if (!row) throw notFound();
    const userStatus = await refreshUserDocumentStatus(tx, document.sellerId);
    await recordAudit(tx, app.clock, request, {
      action: decision.approve ? 'kyc.approve' : 'kyc.refuse',
      targetType: 'kyc_document',
      targetId: documentId,
      before: { status: document.status },
      after: {
        status: row.status,
        refusalReason: row.refusalReason,
        userDocumentStatus: userStatus,
      },
    });
    return toKycDocument(row);
  });
}
