import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  createTestApp,
  registrationPayload,
  type TestApp,
  uniqueEmail,
} from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/web/public/auth/register',
    payload: payload as object,
    headers,
  });

describe('registration', () => {
  it('registers a Brazilian seller with normalised data and a pending document status', async () => {
    const payload = registrationPayload({ email: 'Mixed.Case@Example.com' });
    const response = await register(payload);
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: 'mixed.case@example.com',
      role: 'seller',
      documentStatus: 'not_validate',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      personDocument: '52998224725',
      companyDocument: '11222333000181',
      phoneNumber: '11987654321',
      postalCode: '01310-100',
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(payload.password);
  });

  it('accepts an email only once, whatever its case', async () => {
    const email = uniqueEmail('dup');
    expect((await register(registrationPayload({ email }))).statusCode).toBe(201);
    const again = await register(registrationPayload({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('registration.email_taken');
    expect(again.json().error.fields.email).toBe('This email is already registered.');
  });

  it('refuses an invalid CPF and a password mismatch with translated field errors', async () => {
    const response = await register(
      registrationPayload({ personDocument: '123.456.789-00', passwordConfirmation: 'different' }),
      { 'accept-language': 'pt-BR,pt;q=0.9' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation',
      message: 'Alguns campos são inválidos.',
      fields: { personDocument: 'CPF inválido.', passwordConfirmation: 'As senhas não coincidem' },
    });
  });

  it('validates each country with its own documents, phone and postal code', async () => {
    const us = registrationPayload({
      nationality: 'US',
      personDocument: '123-45-6789',
      companyDocument: '12-3456789',
      phoneCountryCode: '+1',
      phoneNumber: '415 555 2671',
      postalCode: '94105',
    });
    expect((await register(us)).statusCode).toBe(201);

    const badUs = await register({
      ...us,
      email: uniqueEmail(),
      personDocument: '666-12-3456',
      phoneNumber: '12345',
      postalCode: '1234',
    });
    expect(badUs.statusCode).toBe(400);
    expect(Object.keys(badUs.json().error.fields).sort()).toEqual([
      'personDocument',
      'phoneNumber',
      'postalCode',
    ]);
    expect(badUs.json().error.fields.personDocument).toBe('Invalid SSN.');

    const pt = registrationPayload({
      nationality: 'PT',
      personDocument: '123456789',
      companyDocument: '500697256',
      phoneCountryCode: '+351',
      phoneNumber: '912345678',
      postalCode: '1000-001',
    });
    expect((await register(pt)).statusCode).toBe(201);
    const badPt = await register({ ...pt, email: uniqueEmail(), companyDocument: '500697257' });
    expect(badPt.json().error.fields).toEqual({ companyDocument: 'Invalid NIPC.' });
  });

  it('refuses a CNPJ that is not valid and asks for the corporate name of a company', async () => {
    const response = await register(
      registrationPayload({ companyDocument: '11.222.333/0001-82', corporateName: '' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      companyDocument: 'Invalid CNPJ.',
      corporateName: 'Corporate name is required for a company.',
    });
  });

  it('accepts the alphanumeric CNPJ and an individual seller without a company document', async () => {
    expect(
      (await register(registrationPayload({ companyDocument: '12.ABC.345/01DE-35' }))).statusCode,
    ).toBe(201);
    expect(
      (await register(registrationPayload({ companyDocument: '', corporateName: '' }))).statusCode,
    ).toBe(201);
  });

  it('checks website, birth date, bank fields and the minimum password length', async () => {
    const response = await register(
      registrationPayload({
        websiteUrl: 'not a site',
        birthDate: '2020-02-30',
        branch: '12a',
        password: '12345',
        passwordConfirmation: '12345',
      }),
    );
    expect(response.json().error.fields).toEqual({
      websiteUrl: 'Enter a valid website URL.',
      birthDate: 'Enter a valid birth date.',
      branch: 'Branch must have 1 to 6 digits.',
      password: 'Password must be at least 6 characters.',
    });
    const minor = await register(
      registrationPayload({ birthDate: `${new Date().getUTCFullYear() - 10}-01-01` }),
    );
    expect(minor.json().error.fields).toEqual({ birthDate: 'You must be at least 18 years old.' });
  });

  it('answers bad bodies with a 400 in the error shape, never a 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/web/public/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('bad_request');
    const wrongTypes = await register({
      ...registrationPayload(),
      nationality: 'AR',
      accountType: 42,
      email: ['x'],
    });
    expect(wrongTypes.statusCode).toBe(400);
    expect(wrongTypes.json().error.fields).toMatchObject({
      nationality: 'This field is required.',
      accountType: 'This field is required.',
    });
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.email).toBe('This field is required.');
  });
});
