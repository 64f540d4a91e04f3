import { describe, expect, it } from 'vitest';
import { AppError, badRequest, conflict, errorBody } from './errors.ts';

describe('typed error codes', () => {
  it('takes the status from the catalogue and the message from the locales', () => {
    const error = new AppError('fees.in_use');
    expect(error.statusCode).toBe(409);
    expect(errorBody('pt-BR', error.code).error.message).not.toBe(
      errorBody('en', error.code).error.message,
    );
  });

  it('refuses, at type checking, a code outside the catalogue or one of another status', () => {
    // @ts-expect-error: no such code in the catalogue
    expect(new AppError('fees.no_such_code').statusCode).toBeUndefined();
    // @ts-expect-error: fees.in_use is a 409, not a 400
    expect(badRequest('fees.in_use').statusCode).toBe(409);
    expect(conflict('fees.in_use').statusCode).toBe(409);
  });
});
