import type { kycContentTypes } from '@repasse/core/contract/kyc';

type KycContentType = (typeof kycContentTypes)[number];

const signatures: { type: KycContentType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The file's real type from its first bytes; the name and the declared type are never trusted. */
export function detectKycFileType(data: Buffer): KycContentType | null {
  for (const signature of signatures) {
    if (
      data.length >= signature.bytes.length &&
      signature.bytes.every((byte, i) => data[i] === byte)
    ) {
      return signature.type;
    }
  }
  return null;
}
