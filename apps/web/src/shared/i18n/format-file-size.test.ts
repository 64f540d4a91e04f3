import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it('picks the unit and the decimals', () => {
    expect(formatFileSize(0)).toBe('0 B');
    expect(formatFileSize(900)).toBe('900 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(2.25 * 1024 * 1024, 'pt-BR')).toBe('2,3 MB');
  });
});
