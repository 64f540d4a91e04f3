import { describe, expect, it } from 'vitest';
import { guardRedirect } from './route-access.ts';

const anonymous = { hasToken: false, isOwner: false };
const seller = { hasToken: true, isOwner: false };
const owner = { hasToken: true, isOwner: true };

describe('guardRedirect', () => {
  it('sends visitors without a token to /auth, except /auth and /impersonate', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/orders',
      '/admin',
      '/logout',
      '/validation',
      '/nope',
    ]) {
      expect(guardRedirect(path, anonymous)).toBe('/auth');
    }
    expect(guardRedirect('/auth', anonymous)).toBeNull();
    expect(guardRedirect('/impersonate', anonymous)).toBeNull();
    expect(guardRedirect('/auth/', anonymous)).toBeNull();
  });

  it('keeps /admin and /admin-order for owners', () => {
    expect(guardRedirect('/admin', seller)).toBe('/dashboard');
    expect(guardRedirect('/admin-order', seller)).toBe('/dashboard');
    expect(guardRedirect('/admin', owner)).toBeNull();
    expect(guardRedirect('/admin-order', owner)).toBeNull();
  });

  it('sends logged-in users away from /auth', () => {
    expect(guardRedirect('/auth', seller)).toBe('/dashboard');
    expect(guardRedirect('/auth', owner)).toBe('/dashboard');
  });

  it('lets logged-in users reach everything else', () => {
    for (const path of ['/', '/dashboard', '/orders', '/logout', '/validation', '/impersonate']) {
      expect(guardRedirect(path, seller)).toBeNull();
    }
  });

  it('lets anyone open a product checkout, with or without a token', () => {
    for (const session of [anonymous, seller, owner]) {
      expect(guardRedirect('/checkout/5b0c8f5e-2f5a-4c1e-9d63-0b7d1f0a9c11', session)).toBeNull();
      expect(guardRedirect('/checkout/abc/', session)).toBeNull();
    }
    expect(guardRedirect('/checkout', anonymous)).toBe('/auth');
    expect(guardRedirect('/checkoutx/1', anonymous)).toBe('/auth');
  });

  it('lets anyone open a recovery opt-out link, with or without a token', () => {
    for (const session of [anonymous, seller, owner]) {
      expect(guardRedirect('/opt-out/NjPoFCdnaOqYthrIyBzsdFTL', session)).toBeNull();
    }
    expect(guardRedirect('/opt-out', anonymous)).toBe('/auth');
  });
});
