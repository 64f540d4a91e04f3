import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../http/api-error.ts';
import { applyServerFieldErrors, serverFieldErrors } from './server-field-errors.ts';

const wrongPassword = new ApiError(400, 'auth.wrong_password', 'Wrong.', {
  currentPassword: 'The current password is incorrect.',
  somethingElse: 'Not ours.',
});

describe('serverFieldErrors', () => {
  it('keeps only the fields of the form', () => {
    expect(serverFieldErrors(wrongPassword, ['currentPassword', 'email'])).toEqual({
      currentPassword: 'The current password is incorrect.',
    });
    expect(serverFieldErrors(new Error('boom'), ['email'])).toEqual({});
  });

  it('sets them as server errors and focuses the first', () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors(setError, wrongPassword, ['currentPassword'])).toBe(true);
    expect(setError).toHaveBeenCalledWith(
      'currentPassword',
      { type: 'server', message: 'The current password is incorrect.' },
      { shouldFocus: true },
    );
    expect(applyServerFieldErrors(vi.fn(), wrongPassword, ['email'])).toBe(false);
  });
});
