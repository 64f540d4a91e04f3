import type { AdminDocumentsPage, AdminDocumentsQuery } from '@repasse/core/contract/kyc';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { type DocumentFile, loadDocumentFile } from './document-file.ts';
import { adminDocumentsPage, documentById, toAdminDocument } from './queries.ts';

/** Documents of every seller by status; the pending ones are the review queue. */
export async function listAdminDocuments(
  app: FastifyInstance,
  query: AdminDocumentsQuery,
): Promise<AdminDocumentsPage> {
  const { rows, total } = await adminDocumentsPage(app.db, query);
  const items = rows.map((row) => toAdminDocument(row.document, row.seller));
  return pageOf(query, items, total);
}

export async function adminDocumentFile(app: FastifyInstance, id: string): Promise<DocumentFile> {
  return loadDocumentFile(app, await documentById(app.db, id));
}
