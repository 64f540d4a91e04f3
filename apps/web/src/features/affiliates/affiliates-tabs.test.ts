import { describe, expect, it } from 'vitest';
import { affiliatesTabOf, affiliatesTabParams, inviteCodeOf } from './affiliates-tabs.ts';

describe('affiliates tabs', () => {
  it('reads the tab from the address, the marketplace by default', () => {
    expect(affiliatesTabOf('links')).toBe('links');
    expect(affiliatesTabOf('affiliates')).toBe('affiliates');
    expect(affiliatesTabOf(null)).toBe('marketplace');
    expect(affiliatesTabOf('admin')).toBe('marketplace');
  });

  it('writes the address of a tab with what belongs to it', () => {
    expect(affiliatesTabParams('marketplace').toString()).toBe('');
    expect(affiliatesTabParams('marketplace', { invite: 'AbC123' }).toString()).toBe(
      'invite=AbC123',
    );
    expect(affiliatesTabParams('links', { invite: 'AbC123' }).toString()).toBe('tab=links');
    expect(
      affiliatesTabParams('affiliates', {
        productId: '9f1c2b3a-0000-4000-8000-000000000001',
      }).toString(),
    ).toBe('tab=affiliates&product=9f1c2b3a-0000-4000-8000-000000000001');
  });

  it('takes only invite codes the server could have written', () => {
    expect(inviteCodeOf('AbC123xyz')).toBe('AbC123xyz');
    expect(inviteCodeOf('short')).toBeNull();
    expect(inviteCodeOf('has space1')).toBeNull();
    expect(inviteCodeOf(null)).toBeNull();
  });
});
