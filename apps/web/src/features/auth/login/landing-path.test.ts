import { describe, expect, it } from 'vitest';
import { landingPathAfterLogin } from './landing-path.ts';

describe('landingPathAfterLogin', () => {
  it('sends sellers without validated documents to /validation', () => {
    expect(landingPathAfterLogin({ role: 'seller', documentStatus: 'not_validate' })).toBe(
      '/validation',
    );
    expect(landingPathAfterLogin({ role: 'seller', documentStatus: 'notApplicable' })).toBe(
      '/validation',
    );
    expect(landingPathAfterLogin({ role: 'seller', documentStatus: 'validate' })).toBe(
      '/dashboard',
    );
  });

  it('never sends administrators there', () => {
    for (const role of ['admin', 'super_admin'] as const) {
      expect(landingPathAfterLogin({ role, documentStatus: 'notApplicable' })).toBe('/dashboard');
      expect(landingPathAfterLogin({ role, documentStatus: 'not_validate' })).toBe('/dashboard');
    }
  });
});
