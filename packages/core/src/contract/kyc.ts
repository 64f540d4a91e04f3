import { z } from 'zod';
import { documentStatuses, documentTypes } from '../states/document.ts';
import { requiredText } from './common.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

export const kycMaxFileBytes = 10 * 1024 * 1024;
export const kycContentTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

export const kycDocumentSchema = z
  .object({
    id: z.string().uuid().nullable(),
    type: z.enum(documentTypes),
    status: z.enum(documentStatuses),
    refusalReason: z.string().nullable(),
    contentType: z.enum(kycContentTypes).nullable(),
    sizeBytes: z.number().int().nullable(),
    originalName: z.string().nullable(),
    uploadedAt: z.string().nullable(),
    reviewedAt: z.string().nullable(),
  })
  .meta({ id: 'KycDocument' });
export type KycDocument = z.infer<typeof kycDocumentSchema>;

export const myDocumentsResponseSchema = z.object({
  documentStatus: z.enum(['validate', 'not_validate', 'notApplicable']),
  required: z.array(z.enum(documentTypes)),
  documents: z.array(kycDocumentSchema),
});
export type MyDocumentsResponse = z.infer<typeof myDocumentsResponseSchema>;

export const documentTypeParamsSchema = z.object({
  type: z.enum(documentTypes, { error: 'validation.invalid' }),
});
export type DocumentTypeParams = z.infer<typeof documentTypeParamsSchema>;
export const idParamsSchema = z.object({ id: z.string().uuid({ error: 'validation.invalid' }) });

export const adminDocumentSchema = kycDocumentSchema.extend({
  id: z.string().uuid(),
  seller: z.object({ id: z.string().uuid(), email: z.string(), fullName: z.string() }),
});
export type AdminDocument = z.infer<typeof adminDocumentSchema>;

export const adminDocumentsQuerySchema = pageQuerySchema.extend({
  status: z.enum(documentStatuses, { error: 'validation.invalid' }).optional(),
  sellerId: z.string().uuid({ error: 'validation.invalid' }).optional(),
});
export type AdminDocumentsQuery = z.infer<typeof adminDocumentsQuerySchema>;
export const adminDocumentsPageSchema = pageOf(adminDocumentSchema);
export type AdminDocumentsPage = z.infer<typeof adminDocumentsPageSchema>;

export const refuseDocumentSchema = z
  .object({ reason: requiredText(500) })
  .meta({ id: 'RefuseDocument' });
export type RefuseDocument = z.infer<typeof refuseDocumentSchema>;
