import type { KycDocument } from '@repasse/core/contract/kyc';
import {
  type DocumentType,
  requiredDocumentTypes,
  userDocumentStatusFrom,
} from '@repasse/core/states/document';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { kycDocuments, users } from '../../db/schema.ts';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;

export function toKycDocument(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    refusalReason: row.refusalReason,
    contentType: row.contentType as KycDocument['contentType'],
    sizeBytes: row.sizeBytes,
    originalName: row.originalName,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** A slot with nothing uploaded yet: its status is unknown. */
export const missingDocument = (type: DocumentType): KycDocument => ({
  id: null,
  type,
  status: 'unknown',
  refusalReason: null,
  contentType: null,
  sizeBytes: null,
  originalName: null,
  uploadedAt: null,
  reviewedAt: null,
});

/** Every required document of a seller, uploaded or not, plus any extra one they sent. */
export async function documentsOf(
  db: DbOrTx,
  sellerId: string,
  isCompany: boolean,
): Promise<KycDocument[]> {
  const rows = await db.select().from(kycDocuments).where(eq(kycDocuments.sellerId, sellerId));
  const byType = new Map(rows.map((row) => [row.type, toKycDocument(row)]));
  const required = requiredDocumentTypes(isCompany);
  const extra = rows.filter((row) => !required.includes(row.type)).map(toKycDocument);
  return [...required.map((type) => byType.get(type) ?? missingDocument(type)), ...extra];
}

/** Recomputes the user's document status from their documents, in the caller's transaction. */
export async function refreshUserDocumentStatus(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      role: users.role,
      companyDocument: users.companyDocument,
      documentStatus: users.documentStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return null;
  const rows = await db
    .select({ type: kycDocuments.type, status: kycDocuments.status })
    .from(kycDocuments)
    .where(eq(kycDocuments.sellerId, userId));
  const status = userDocumentStatusFrom(
    rows,
    Boolean(user.companyDocument),
    user.role !== 'seller',
  );
  if (status !== user.documentStatus) {
    await db.update(users).set({ documentStatus: status }).where(eq(users.id, userId));
  }
  return status;
}
