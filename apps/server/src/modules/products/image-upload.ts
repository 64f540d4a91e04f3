import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../http/errors.ts';

const maxImageBytes = 2 * 1024 * 1024;

/**
 * The bytes of the multipart field "file" (one file, up to 2 MB); a missing, oversized or broken
 * upload is refused with the same codes as every upload.
 */
export async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  try {
    const file = request.isMultipart()
      ? await request.file({ limits: { fileSize: maxImageBytes, files: 1 } })
      : undefined;
    if (!file) throw badRequest('kyc.file_missing', { file: 'errors.kyc.file_missing' });
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large');
    throw badRequest('bad_request');
  }
}
