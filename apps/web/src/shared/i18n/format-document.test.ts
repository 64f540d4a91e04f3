import { describe, expect, it } from 'vitest';
import { formatDocument } from './format-document.ts';

describe('formatDocument', () => {
  it('punctuates Brazilian documents', () => {
    expect(formatDocument('BR', '52998224725')).toBe('529.982.247-25');
    expect(formatDocument('BR', '11222333000181')).toBe('11.222.333/0001-81');
  });

  it('leaves the rest alone', () => {
    expect(formatDocument('US', '123-45-6789')).toBe('123-45-6789');
    expect(formatDocument('BR', '123')).toBe('123');
  });
});
