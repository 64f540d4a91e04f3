import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/http/api-error.ts';
import {
  fieldsOfStep,
  firstInvalidStep,
  stepOfField,
  submitFailure,
  withoutStepErrors,
} from './registration-draft.ts';

const validDraft = {
  nationality: 'BR',
  email: 'ana@example.com',
  fullName: 'Ana Souza',
  personDocument: '529.982.247-25',
  phoneCountryCode: '+55',
  phoneNumber: '11987654321',
  motherName: 'Maria Souza',
  birthDate: '1990-05-17',
  password: 'secret123',
  passwordConfirmation: 'secret123',
  companyDocument: '',
  corporateName: '',
  tradeName: 'Loja da Ana',
  businessModel: 'digital_products',
  websiteUrl: 'loja.com.br',
  postalCode: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: '',
  city: 'São Paulo',
  state: 'SP',
  bank: '341 - Itaú',
  branch: '0001',
  accountNumber: '123456',
  accountCheckDigit: '7',
  accountType: 'checking',
} as const;

describe('registration draft', () => {
  it('puts every field on the step where it is typed', () => {
    expect(stepOfField('nationality')).toBe('personal');
    expect(stepOfField('email')).toBe('personal');
    expect(stepOfField('companyDocument')).toBe('company');
    expect(stepOfField('postalCode')).toBe('address');
    expect(stepOfField('accountType')).toBe('bank');
    expect(stepOfField('_')).toBeUndefined();
    expect(fieldsOfStep('company')).not.toContain('nationality');
  });

  it('finds the first step that needs attention', () => {
    expect(firstInvalidStep(validDraft)).toBeUndefined();
    expect(firstInvalidStep({ ...validDraft, postalCode: '1' })).toBe('address');
    expect(firstInvalidStep({ ...validDraft, personDocument: '111.111.111-11' })).toBe('personal');
  });

  it('drops the errors of a step once it is fixed', () => {
    const errors = { email: 'taken', postalCode: 'bad' };
    expect(withoutStepErrors(errors, 'personal')).toEqual({ postalCode: 'bad' });
  });
});

describe('submitFailure', () => {
  it('sends field errors to the first step that has one', () => {
    const error = new ApiError(400, 'validation', 'Some fields are invalid.', {
      postalCode: 'Invalid postal code.',
      email: 'This email is already registered.',
    });
    expect(submitFailure(error)).toEqual({
      kind: 'fields',
      step: 'personal',
      message: 'Some fields are invalid.',
      errors: { postalCode: 'Invalid postal code.', email: 'This email is already registered.' },
    });
  });

  it('says registrations are paused when a super-admin paused them (503)', () => {
    expect(
      submitFailure(new ApiError(503, 'registration.paused', 'New registrations are paused.')),
    ).toEqual({ kind: 'message', messageKey: 'errors.registration.paused' });
  });

  it('says "server error" on 5xx and "could not complete" otherwise', () => {
    expect(submitFailure(new ApiError(503, 'internal', 'x'))).toEqual({
      kind: 'message',
      messageKey: 'errors.internal',
    });
    expect(submitFailure(new ApiError(400, 'bad_request', 'x'))).toEqual({
      kind: 'message',
      messageKey: 'errors.registration.failed',
    });
    expect(submitFailure(new ApiError(0, 'network', 'x'))).toEqual({
      kind: 'message',
      messageKey: 'errors.registration.failed',
    });
    expect(submitFailure(new Error('boom'))).toEqual({
      kind: 'message',
      messageKey: 'errors.registration.failed',
    });
  });
});
