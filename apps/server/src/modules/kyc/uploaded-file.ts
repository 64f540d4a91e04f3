import { kycMaxFileBytes } from '@repasse/core/contract/kyc';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import type { Upload } from './upload.ts';

const fileMissing = () => new AppError('kyc.file_missing', { file: 'errors.kyc.file_missing' });

/**
 * The one file of a multipart upload (field "file"), read whole: the use case checks its real
 * type from its first bytes before anything is stored.
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw fileMissing();
  try {
    const file = await request.file({ limits: { fileSize: kycMaxFileBytes, files: 1 } });
    if (!file) throw fileMissing();
    return { data: await file.toBuffer(), filename: file.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('kyc.file_too_large', { file: 'errors.kyc.file_too_large' });
    }
    // Anything else here is a body that is not well-formed multipart: the client's fault.
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw new AppError('bad_request');
  }
}
