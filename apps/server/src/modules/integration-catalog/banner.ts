import { integrationBannerMaxBytes } from '@repasse/core/contract/integration-catalog';
import { AppError, fieldError } from '../../http/errors.ts';
import { detectKycFileType } from '../kyc/file-type.ts';

export type Banner = { data: Buffer; type: 'image/jpeg' | 'image/png' };

/**
 * A banner's bytes and real type: JPEG or PNG by its first bytes, whatever the upload declared
 * (as product images are judged). `field` names the input at fault in the refusal.
 */
export function checkedBanner(data: Buffer, field: string): Banner {
  if (data.length > integrationBannerMaxBytes)
    throw new AppError('validation', { [field]: 'validation.imageTooLarge' });
  const type = detectKycFileType(data);
  if (type !== 'image/jpeg' && type !== 'image/png')
    throw fieldError('integration_catalog.invalid_image', field);
  return { data, type };
}

/** The bytes of a `data:image/…;base64,…` URL the contract already checked the shape of. */
export const bannerFromDataUrl = (dataUrl: string): Banner =>
  checkedBanner(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'), 'banner');
