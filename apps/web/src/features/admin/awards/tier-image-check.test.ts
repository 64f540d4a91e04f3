import { describe, expect, it } from 'vitest';
import { tierImageMaxBytes, tierImageProblem } from './tier-image-check.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('tier image check', () => {
  it('takes a PNG or JPEG by its first bytes', async () => {
    expect(await tierImageProblem(new Blob([png]))).toBeNull();
    expect(await tierImageProblem(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]))).toBeNull();
  });

  it('refuses other files and images over 2 MB', async () => {
    expect(await tierImageProblem(new Blob(['%PDF-1.7']))).toBe('errors.products.invalid_image');
    const big = new Blob([png, new Uint8Array(tierImageMaxBytes)]);
    expect(await tierImageProblem(big)).toBe('awards.admin.tierForm.imageTooLarge');
  });
});
