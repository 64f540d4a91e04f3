import { describe, expect, it, vi } from 'vitest';
import { copyPixCode } from './copy-pix-code.ts';

describe('copyPixCode', () => {
  it('copies the code as it is', async () => {
    const writeText = vi.fn(async () => {});
    expect(await copyPixCode('00020101pix', { writeText })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith('00020101pix');
  });

  it('says there is nothing to copy when the code is empty, without touching the clipboard', async () => {
    const writeText = vi.fn(async () => {});
    expect(await copyPixCode('  ', { writeText })).toBe('empty');
    expect(writeText).not.toHaveBeenCalled();
  });

  it('reports a refused or missing clipboard as a copy error', async () => {
    const writeText = vi.fn(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    expect(await copyPixCode('00020101pix', { writeText })).toBe('failed');
    expect(await copyPixCode('00020101pix', undefined)).toBe('failed');
  });
});
