import { kycMaxFileBytes } from '@repasse/core/contract/kyc';

type KycContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

const signatures: { type: KycContentType; bytes: number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/** The type from the first bytes, as the server decides it (names and declared types lie). */
export function sniffKycContentType(head: Uint8Array): KycContentType | null {
  return (
    signatures.find(
      ({ bytes }) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte),
    )?.type ?? null
  );
}

/** The `accept` attribute of the file inputs. */
export const kycAccept = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/**
 * Checks a file before sending it, with the server's own message keys: nothing to send, too big,
 * or not a JPEG, PNG or PDF. Returns null when the file may go.
 */
export async function kycFileProblem(file: Blob): Promise<string | null> {
  if (file.size === 0) return 'errors.kyc.file_missing';
  if (file.size > kycMaxFileBytes) return 'errors.kyc.file_too_large';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return sniffKycContentType(head) ? null : 'errors.kyc.invalid_file_type';
}
