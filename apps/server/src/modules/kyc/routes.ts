import {
  adminDocumentsPageSchema,
  adminDocumentsQuerySchema,
  documentTypeParamsSchema,
  idParamsSchema,
  kycContentTypes,
  kycDocumentSchema,
  kycMaxFileBytes,
  myDocumentsResponseSchema,
  refuseDocumentSchema,
} from '@repasse/core/contract/kyc';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { adminDocumentFile, listAdminDocuments } from './admin-reads.ts';
import type { DocumentFile } from './document-file.ts';
import { approveDocument, refuseDocument } from './review.ts';
import { myDocumentFile, myDocuments } from './seller-reads.ts';
import { uploadDocument } from './upload.ts';
import { readUploadedFile } from './uploaded-file.ts';

const tags = ['kyc'];

/** Identity documents: shown inline, never cached, never sniffed into something runnable. */
const sendFile = (reply: FastifyReply, file: DocumentFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${file.name.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/kyc/documents', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's KYC documents",
      response: { 200: myDocumentsResponseSchema },
    },
    handler: async (request) => myDocuments(app, requireAuth(request).user.id),
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
      const { user } = requireAuth(request);
      const upload = await readUploadedFile(request);
      return uploadDocument(app, request, user.id, request.params.type, upload);
    },
  });

  app.get('/web/kyc/documents/:type/file', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The file of one of the caller's documents",
      params: documentTypeParamsSchema,
      download: kycContentTypes,
    },
    handler: async (request, reply) =>
      sendFile(reply, await myDocumentFile(app, requireAuth(request).user.id, request.params.type)),
  });

  app.get('/web/admin/documents', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Documents to review, filtered by status',
      querystring: adminDocumentsQuerySchema,
      response: { 200: adminDocumentsPageSchema },
    },
    handler: async (request) => listAdminDocuments(app, request.query),
  });

  app.get('/web/admin/documents/:id/file', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "A document's file, for review",
      params: idParamsSchema,
      download: kycContentTypes,
    },
    handler: async (request, reply) =>
      sendFile(reply, await adminDocumentFile(app, request.params.id)),
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
    handler: async (request) => approveDocument(app, request, request.params.id),
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
      refuseDocument(app, request, request.params.id, request.body.reason),
  });
};
