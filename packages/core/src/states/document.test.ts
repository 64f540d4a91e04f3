import { describe, expect, it } from 'vitest';
import { canReview, requiredDocumentTypes, userDocumentStatusFrom } from './document.ts';

const approved = (type: 'rg_front' | 'rg_back' | 'selfie' | 'cnpj_doc') => ({
  type,
  status: 'approved' as const,
});

describe('document status', () => {
  it('asks companies for the company document too', () => {
    expect(requiredDocumentTypes(false)).toEqual(['rg_front', 'rg_back', 'selfie']);
    expect(requiredDocumentTypes(true)).toContain('cnpj_doc');
  });

  it('validates a user only when every required document is approved', () => {
    const three = [approved('rg_front'), approved('rg_back'), approved('selfie')];
    expect(userDocumentStatusFrom(three, false, false)).toBe('validate');
    expect(userDocumentStatusFrom(three, true, false)).toBe('not_validate');
    expect(userDocumentStatusFrom([...three, approved('cnpj_doc')], true, false)).toBe('validate');
    const refused = [
      approved('rg_front'),
      approved('rg_back'),
      { type: 'selfie' as const, status: 'refused' as const },
    ];
    expect(userDocumentStatusFrom(refused, false, false)).toBe('not_validate');
    expect(userDocumentStatusFrom([], false, true)).toBe('notApplicable');
  });

  it('reviews only pending documents', () => {
    expect(canReview('pending')).toBe(true);
    expect(canReview('approved')).toBe(false);
    expect(canReview('refused')).toBe(false);
  });
});
