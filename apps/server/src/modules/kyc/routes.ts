import {
  adminDocumentSchema,
  adminDocumentsQuerySchema,
  documentTypeParamsSchema,
  idParamsSchema,
  kycDocumentSchema,
  kycMaxFileBytes,
  myDocumentsResponseSchema,
  refuseDocumentSchema,
} from '@repasse/core/contract/kyc';
import { pageOf, pageWindow } from '@repasse/core/contract/pagination';
import { requiredDocumentTypes } from '@repasse/core/states/document';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kycDocuments, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { requireAuth } from '../../http/guards.ts';
import { documentsOf, toKycDocument } from './queries.ts';
import { reviewDocument, uploadDocument } from './service.ts';

const tags = ['kyc'];

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  async function sendFile(
    reply: FastifyReply,
    storageKey: string,
    contentType: string,
    name: string,
  ) {
    const data = await app.storage.get(storageKey);
    if (!data) throw notFound();
    return reply
      .header('content-type', contentType)
      .header('content-disposition', `inline; filename="${name.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(data);
  }

  app.get('/web/kyc/documents', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's KYC documents",
      response: { 200: myDocumentsResponseSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      const [user] = await app.db
        .select({ companyDocument: users.companyDocument, documentStatus: users.documentStatus })
        .from(users)
        .where(eq(users.id, auth.user.id));
      if (!user) throw notFound();
      const isCompany = Boolean(user.companyDocument);
      return {
        documentStatus: user.documentStatus,
        required: requiredDocumentTypes(isCompany),
        documents: await documentsOf(app.db, auth.user.id, isCompany),
      };
    },
  });

  app.put('/web/kyc/documents/:type', {
    config: { access: 'user', sensitive: 'credentials' },
    bodyLimit: kycMaxFileBytes + 64 * 1024,
    schema: {
      tags,
      summary:
        'Upload (or replace) a KYC document: multipart field "file", JPEG, PNG or PDF up to 10 MB',
      consumes: ['multipart/form-data'],
      params: documentTypeParamsSchema,
      response: { 200: kycDocumentSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      if (!request.isMultipart())
        throw new AppError('kyc.file_missing', { file: 'errors.kyc.file_missing' });
      let file: Awaited<ReturnType<typeof request.file>>;
      let data: Buffer;
      try {
        file = await request.file({ limits: { fileSize: kycMaxFileBytes, files: 1 } });
        if (!file) throw new AppError('kyc.file_missing', { file: 'errors.kyc.file_missing' });
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('kyc.file_too_large', { file: 'errors.kyc.file_too_large' });
        }
        // Anything else here is a body that is not well-formed multipart: the client's fault.
        request.log.info({ err: error }, 'unreadable multipart upload');
        throw new AppError('bad_request');
      }
      return uploadDocument(app, request, auth.user.id, request.params.type, {
        data,
        filename: file.filename,
      });
    },
  });

  app.get('/web/kyc/documents/:type/file', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The file of one of the caller's documents",
      params: documentTypeParamsSchema,
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const [row] = await app.db
        .select()
        .from(kycDocuments)
        .where(
          and(eq(kycDocuments.sellerId, auth.user.id), eq(kycDocuments.type, request.params.type)),
        );
      if (!row) throw notFound();
      return sendFile(reply, row.storageKey, row.contentType, `${row.type}`);
    },
  });

  app.get('/web/admin/documents', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Documents to review, filtered by status',
      querystring: adminDocumentsQuerySchema,
      response: { 200: pageOf(adminDocumentSchema) },
    },
    handler: async (request) => {
      const { status, sellerId } = request.query;
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(kycDocuments.status, status));
      if (sellerId) conditions.push(eq(kycDocuments.sellerId, sellerId));
      const where = conditions.length ? and(...conditions) : undefined;
      const { limit, offset } = pageWindow(request.query);
      const base = app.db
        .select({
          document: kycDocuments,
          seller: { id: users.id, email: users.email, fullName: users.fullName },
        })
        .from(kycDocuments)
        .innerJoin(users, eq(users.id, kycDocuments.sellerId))
        .where(where)
        // The review queue is first in, first out; other views show the newest first.
        .orderBy(
          status === 'pending' ? asc(kycDocuments.uploadedAt) : desc(kycDocuments.uploadedAt),
        )
        .offset(offset);
      const rows = limit === undefined ? await base : await base.limit(limit);
      const [total] = await app.db.select({ n: count() }).from(kycDocuments).where(where);
      return {
        items: rows.map((row) => ({
          ...toKycDocument(row.document),
          id: row.document.id,
          seller: row.seller,
        })),
        total: total?.n ?? 0,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  });

  app.get('/web/admin/documents/:id/file', {
    config: { access: 'admin' },
    schema: { tags, summary: "A document's file, for review", params: idParamsSchema },
    handler: async (request, reply) => {
      const [row] = await app.db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.id, request.params.id));
      if (!row) throw notFound();
      return sendFile(reply, row.storageKey, row.contentType, `${row.type}`);
    },
  });

  app.post('/web/admin/documents/:id/approve', {
    config: {
      access: 'admin',
      sensitive: 'credentials',
      target: { kind: 'kyc_document', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Approve a pending document',
      params: idParamsSchema,
      response: { 200: kycDocumentSchema },
    },
    handler: async (request) => reviewDocument(app, request, request.params.id, { approve: true }),
  });

  app.post('/web/admin/documents/:id/refuse', {
    config: {
      access: 'admin',
      sensitive: 'credentials',
      target: { kind: 'kyc_document', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Refuse a pending document with a reason the seller sees',
      params: idParamsSchema,
      body: refuseDocumentSchema,
      response: { 200: kycDocumentSchema },
    },
    handler: async (request) =>
      reviewDocument(app, request, request.params.id, {
        approve: false,
        reason: request.body.reason,
      }),
  });
};
