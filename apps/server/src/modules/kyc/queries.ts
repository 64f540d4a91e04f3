import type { AdminDocument, AdminDocumentsQuery, KycDocument } from '@repasse/core/contract/kyc';
import {
  type DocumentType,
  requiredDocumentTypes,
  userDocumentStatusFrom,
} from '@repasse/core/states/document';
import { and, asc, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { kycDocuments, users } from '../../db/schema.ts';
import { ownerOf, type SellerRow, sellerRow } from '../../db/seller-row.ts';

export type KycDocumentRow = typeof kycDocuments.$inferSelect;
/** What an upload writes; the seller and the type name the slot. */
export type KycDocumentValues = Omit<typeof kycDocuments.$inferInsert, 'id' | 'sellerId' | 'type'>;
type DocumentSeller = { id: string; email: string; fullName: string };

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

export const toAdminDocument = (row: KycDocumentRow, seller: DocumentSeller): AdminDocument => ({
  ...toKycDocument(row),
  id: row.id,
  seller,
});

/** What decides a seller's required documents (a company sends more) and their overall status. */
export async function kycHolder(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ companyDocument: users.companyDocument, documentStatus: users.documentStatus })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function documentById(db: DbOrTx, id: string): Promise<KycDocumentRow | undefined> {
  const [row] = await db.select().from(kycDocuments).where(eq(kycDocuments.id, id));
  return row;
}

/**
 * Locked, so a review and a replacement of the same document queue one after the other; by its
 * seller as well as its id (docs/scaling.md): an admin naming the id reads the seller first.
 */
export async function lockDocument(
  db: DbOrTx,
  document: SellerRow,
): Promise<KycDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(sellerRow(kycDocuments, document))
    .for('update');
  return row;
}

/** The seller of a document an admin names by its id alone (the one read across sellers). */
export const documentOwner = (db: DbOrTx, id: string) => ownerOf(db, kycDocuments, id);

export async function documentOfType(
  db: DbOrTx,
  sellerId: string,
  type: DocumentType,
): Promise<KycDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.sellerId, sellerId), eq(kycDocuments.type, type)));
  return row;
}

export async function lockDocumentOfType(
  db: DbOrTx,
  sellerId: string,
  type: DocumentType,
): Promise<KycDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(kycDocuments)
    .where(and(eq(kycDocuments.sellerId, sellerId), eq(kycDocuments.type, type)))
    .for('update');
  return row;
}

/** A seller has one document per type: a new upload replaces the previous one in place. */
export async function writeDocument(
  db: DbOrTx,
  slot: { sellerId: string; type: DocumentType; previous: KycDocumentRow | undefined },
  values: KycDocumentValues,
): Promise<KycDocumentRow> {
  const [row] = slot.previous
    ? await db
        .update(kycDocuments)
        .set(values)
        .where(eq(kycDocuments.id, slot.previous.id))
        .returning()
    : await db
        .insert(kycDocuments)
        .values({ sellerId: slot.sellerId, type: slot.type, ...values })
        .returning();
  if (!row) throw new Error('document write returned nothing');
  return row;
}

export async function writeReview(
  db: DbOrTx,
  document: SellerRow,
  review: Pick<KycDocumentValues, 'status' | 'refusalReason' | 'reviewedAt' | 'reviewedBy'>,
): Promise<KycDocumentRow | undefined> {
  const [row] = await db
    .update(kycDocuments)
    .set(review)
    .where(sellerRow(kycDocuments, document))
    .returning();
  return row;
}

/** The review queue is first in, first out; other views show the newest first. */
export async function adminDocumentsPage(db: DbOrTx, query: AdminDocumentsQuery) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(kycDocuments.status, query.status));
  if (query.sellerId) conditions.push(eq(kycDocuments.sellerId, query.sellerId));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await paginate(
    db
      .select({
        document: kycDocuments,
        seller: { id: users.id, email: users.email, fullName: users.fullName },
      })
      .from(kycDocuments)
      .innerJoin(users, eq(users.id, kycDocuments.sellerId))
      .where(where)
      .orderBy(
        query.status === 'pending' ? asc(kycDocuments.uploadedAt) : desc(kycDocuments.uploadedAt),
        kycDocuments.id,
      )
      .$dynamic(),
    query,
  );
  return { rows, total: await db.$count(kycDocuments, where) };
}
