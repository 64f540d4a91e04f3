import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import type { KycDocumentRow } from './queries.ts';

/** A document's file, ready to be served: its bytes, real type and a download name. */
export type DocumentFile = { data: Buffer; contentType: string; name: string };

export async function loadDocumentFile(
  app: FastifyInstance,
  row: KycDocumentRow | undefined,
): Promise<DocumentFile> {
  if (!row) throw notFound();
  const data = await app.storage.get(row.storageKey);
  if (!data) throw notFound();
  return { data, contentType: row.contentType, name: row.type };
}
