import type { MyDocumentsResponse } from '@repasse/core/contract/kyc';
import { type DocumentType, requiredDocumentTypes } from '@repasse/core/states/document';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { type DocumentFile, loadDocumentFile } from './document-file.ts';
import { documentOfType, documentsOf, kycHolder } from './queries.ts';

/** Every document the seller must send, with where each one stands. */
export async function myDocuments(
  app: FastifyInstance,
  sellerId: string,
): Promise<MyDocumentsResponse> {
  const holder = await kycHolder(app.db, sellerId);
  if (!holder) throw notFound();
  const isCompany = Boolean(holder.companyDocument);
  return {
    documentStatus: holder.documentStatus,
    required: requiredDocumentTypes(isCompany),
    documents: await documentsOf(app.db, sellerId, isCompany),
  };
}

export async function myDocumentFile(
  app: FastifyInstance,
  sellerId: string,
  type: DocumentType,
): Promise<DocumentFile> {
  return loadDocumentFile(app, await documentOfType(app.db, sellerId, type));
}
