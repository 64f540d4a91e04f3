import { describe, expect, it } from 'vitest';
import { registrationSteps } from './auth.ts';

const personal = {
  nationality: 'BR',
  email: 'a@b.com',
  password: 'secret1',
  passwordConfirmation: 'secret1',
  fullName: 'A B',
  personDocument: '529.982.247-25',
  phoneCountryCode: '+55',
  phoneNumber: '11987654321',
  motherName: 'C D',
  birthDate: '1990-01-01',
};

/** The first message per field, as both the server and the web forms show it. */
function messagesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('registration step schemas', () => {
  it('accepts a valid personal step', () => {
    expect(registrationSteps.personal.safeParse(personal).success).toBe(true);
  });

  it('reports cross-field errors of a step on their own fields, as message keys', () => {
    const result = registrationSteps.personal.safeParse({
      ...personal,
      personDocument: '111.111.111-11',
      passwordConfirmation: 'other',
      phoneNumber: '123',
    });
    expect(messagesOf(result)).toEqual({
      personDocument: 'validation.cpf',
      passwordConfirmation: 'validation.passwordMatch',
      phoneNumber: 'validation.phone',
    });
  });

  it('uses the document rules of the chosen nationality', () => {
    const asPortugal = registrationSteps.personal.safeParse({
      ...personal,
      nationality: 'PT',
      phoneCountryCode: '+351',
      phoneNumber: '912345678',
    });
    expect(messagesOf(asPortugal)).toEqual({ personDocument: 'validation.nif' });
    const address = registrationSteps.address.safeParse({
      nationality: 'US',
      postalCode: '01310-100',
      address: 'Main St',
      number: '1',
      city: 'Austin',
      state: 'TX',
    });
    expect(messagesOf(address)).toEqual({ postalCode: 'validation.postalCode' });
  });

  it('marks empty required fields as required', () => {
    const result = registrationSteps.bank.safeParse({
      bank: '',
      branch: '',
      accountNumber: '',
      accountCheckDigit: '',
      accountType: '',
    });
    expect(messagesOf(result)).toEqual({
      bank: 'validation.required',
      branch: 'validation.required',
      accountNumber: 'validation.required',
      accountCheckDigit: 'validation.required',
      accountType: 'validation.required',
    });
  });
});
