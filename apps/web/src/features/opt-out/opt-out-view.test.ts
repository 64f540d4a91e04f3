import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/http/api-error.ts';
import { optOutView } from './opt-out-view.ts';

describe('optOutView', () => {
  it('asks, then confirms', () => {
    expect(optOutView({ isPending: false, error: null, data: { optedOut: false } })).toBe('ask');
    expect(optOutView({ isPending: false, error: null, data: { optedOut: true } })).toBe('done');
  });

  it('waits for the answer', () => {
    expect(optOutView({ isPending: true, error: null })).toBe('loading');
  });

  it('says an unknown or malformed link is no longer valid, and lets other failures retry', () => {
    expect(
      optOutView({ isPending: false, error: new ApiError(404, 'not_found', 'Not found.') }),
    ).toBe('invalid');
    expect(
      optOutView({ isPending: false, error: new ApiError(400, 'validation', 'Invalid.') }),
    ).toBe('invalid');
    expect(optOutView({ isPending: false, error: new ApiError(0, 'network', 'Offline') })).toBe(
      'failed',
    );
    expect(optOutView({ isPending: false, error: new ApiError(503, 'http_503', 'Down') })).toBe(
      'failed',
    );
  });
});
