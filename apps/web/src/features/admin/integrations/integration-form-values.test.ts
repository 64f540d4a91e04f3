import { describe, expect, it } from 'vitest';
import {
  bannerDataUrl,
  bannerProblem,
  formToFields,
  movedOrder,
} from './integration-form-values.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9]);

describe('bannerProblem', () => {
  it('takes JPEG and PNG by their first bytes, whatever their name says', async () => {
    expect(await bannerProblem(new Blob([png], { type: 'image/gif' }))).toBeNull();
    expect(await bannerProblem(new Blob([jpeg]))).toBeNull();
    expect(await bannerProblem(new Blob(['GIF89a...'], { type: 'image/png' }))).toBe(
      'errors.integration_catalog.invalid_image',
    );
    expect(await bannerProblem(new Blob([]))).toBe('errors.integration_catalog.invalid_image');
  });

  it('refuses more than 2 MB', async () => {
    const large = new Blob([png, new Uint8Array(2 * 1024 * 1024)]);
    expect(await bannerProblem(large)).toBe('validation.imageTooLarge');
  });
});

describe('bannerDataUrl', () => {
  it('is the bytes in base64 under their real type', async () => {
    expect(await bannerDataUrl(new Blob([png]))).toBe(
      `data:image/png;base64,${Buffer.from(png).toString('base64')}`,
    );
    expect(await bannerDataUrl(new Blob([jpeg]))).toBe(
      `data:image/jpeg;base64,${Buffer.from(jpeg).toString('base64')}`,
    );
    const large = new Uint8Array(100_000).map((_, i) => i % 251);
    large.set(png);
    expect(await bannerDataUrl(new Blob([large]))).toBe(
      `data:image/png;base64,${Buffer.from(large).toString('base64')}`,
    );
  });
});

describe('formToFields', () => {
  it('sends empty texts as none', () => {
    expect(formToFields({ title: 'Loja', subtitle: '  ', description: '', active: false })).toEqual(
      { title: 'Loja', subtitle: null, description: null, active: false },
    );
    expect(
      formToFields({ title: 'Loja', subtitle: ' Sub ', description: '# Passos\n', active: true }),
    ).toEqual({ title: 'Loja', subtitle: 'Sub', description: '# Passos\n', active: true });
  });
});

describe('movedOrder', () => {
  it('swaps an entry with its neighbour and leaves the ends alone', () => {
    expect(movedOrder(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
