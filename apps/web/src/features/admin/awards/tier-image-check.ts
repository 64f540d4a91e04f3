/** The server takes JPEG or PNG up to 2 MB, judged by the first bytes (as product images). */
export const tierImageMaxBytes = 2 * 1024 * 1024;

export const tierImageAccept = 'image/jpeg,image/png,.jpg,.jpeg,.png';

const signatures = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
];

/** The message key of what is wrong with the file, or null when it may be sent. */
export async function tierImageProblem(file: Blob): Promise<string | null> {
  if (file.size > tierImageMaxBytes) return 'awards.admin.tierForm.imageTooLarge';
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const known = signatures.some(
    (bytes) => head.length >= bytes.length && bytes.every((byte, i) => head[i] === byte),
  );
  return known ? null : 'errors.products.invalid_image';
}
