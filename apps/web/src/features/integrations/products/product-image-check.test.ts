import { describe, expect, it } from 'vitest';
import { productImageMaxBytes, productImageProblem } from './product-image-check.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);

describe('productImageProblem', () => {
  it('accepts PNG and JPEG by their first bytes', async () => {
    expect(await productImageProblem(new Blob([png]))).toBeNull();
    expect(
      await productImageProblem(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])])),
    ).toBeNull();
  });

  it('refuses other files and files over 2 MB', async () => {
    expect(await productImageProblem(new Blob(['%PDF-1.7']))).toBe('errors.products.invalid_image');
    expect(await productImageProblem(new Blob([png, new Uint8Array(productImageMaxBytes)]))).toBe(
      'integrations.products.form.imageTooLarge',
    );
  });
});
