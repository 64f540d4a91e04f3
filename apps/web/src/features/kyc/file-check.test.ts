import { kycMaxFileBytes } from '@repasse/core/contract/kyc';
import { describe, expect, it } from 'vitest';
import { kycFileProblem, sniffKycContentType } from './file-check.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const pdf = new TextEncoder().encode('%PDF-1.4\n');

describe('sniffKycContentType', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffKycContentType(png)).toBe('image/png');
    expect(sniffKycContentType(jpeg)).toBe('image/jpeg');
    expect(sniffKycContentType(pdf)).toBe('application/pdf');
    expect(sniffKycContentType(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
    expect(sniffKycContentType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('kycFileProblem', () => {
  it('lets good files through whatever their name', async () => {
    expect(await kycFileProblem(new File([png], 'photo.pdf'))).toBeNull();
    expect(await kycFileProblem(new File([pdf], 'scan'))).toBeNull();
  });

  it('names the problem with the server message keys', async () => {
    expect(await kycFileProblem(new File([], 'empty.png'))).toBe('errors.kyc.file_missing');
    expect(await kycFileProblem(new File(['hello'], 'note.png'))).toBe(
      'errors.kyc.invalid_file_type',
    );
    const big = new File([png, new Uint8Array(kycMaxFileBytes)], 'big.png');
    expect(await kycFileProblem(big)).toBe('errors.kyc.file_too_large');
  });
});
