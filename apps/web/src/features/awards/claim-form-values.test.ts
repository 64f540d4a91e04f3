import type { AwardClaimDefaults } from '@repasse/core/contract/awards';
import { describe, expect, it } from 'vitest';
import {
  type ClaimFormValues,
  claimFormFrom,
  claimResolver,
  localToday,
  toClaimBody,
} from './claim-form-values.ts';

const tierId = '00000000-0000-4000-8000-000000000001';

const defaults: AwardClaimDefaults = {
  recipientName: 'Ana Souza',
  recipientDocument: '529.982.247-25',
  recipientBirthDate: '1990-05-17',
  phone: '(11) 98765-4321',
  postalCode: '01310-100',
  address: 'Avenida Paulista',
  number: '1000',
  complement: null,
  city: 'São Paulo',
  state: 'SP',
};

const resolve = (values: ClaimFormValues, today = '2026-11-26') =>
  claimResolver(tierId, () => today)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('claim form values', () => {
  it("starts from the seller's details, never confirmed for them", () => {
    const form = claimFormFrom(defaults);
    expect(form).toMatchObject({ recipientName: 'Ana Souza', complement: '', confirmed: false });
  });

  it('sends the tier, and a blank complement as null', () => {
    const body = toClaimBody(tierId, { ...claimFormFrom(defaults), complement: '  ' });
    expect(body).toMatchObject({ tierId, complement: null, number: '1000' });
  });

  it('asks for the confirmation and checks the CPF with the shared contract', async () => {
    const result = await resolve({
      ...claimFormFrom(defaults),
      recipientDocument: '111.111.111-11',
    });
    expect(result.errors.recipientDocument?.message).toBe('validation.cpf');
    expect(result.errors.confirmed?.message).toBe('validation.required');
  });

  it('refuses a recipient under 18 on the day, accepts one who turns 18 that day', async () => {
    const form = { ...claimFormFrom(defaults), confirmed: true };
    const minor = await resolve({ ...form, recipientBirthDate: '2008-11-27' });
    expect(minor.errors.recipientBirthDate?.message).toBe('errors.awards.recipient_minor');
    const adult = await resolve({ ...form, recipientBirthDate: '2008-11-26' });
    expect(adult.errors).toEqual({});
    expect(adult.values).toMatchObject({
      tierId,
      recipientBirthDate: '2008-11-26',
      confirmed: true,
    });
    // A date that is no date is the contract's error, not the age's.
    const invalid = await resolve({ ...form, recipientBirthDate: '2008-02-30' });
    expect(invalid.errors.recipientBirthDate?.message).toBe('validation.birthDate');
  });

  it("writes the browser's day as YYYY-MM-DD", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
