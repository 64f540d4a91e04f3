import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Seeded by the server when SEED_DEMO=true. */
export const demo = {
  seller: { email: 'seller@repasse.dev', password: 'repasse-seller', firstName: 'Ana' },
  admin: { email: 'admin@repasse.dev', password: 'repasse-admin', firstName: 'Repasse' },
  /** A second seller ("Bruno Indica"), referred by the demo seller (issue 17). */
  affiliate: {
    email: 'affiliate@repasse.dev',
    password: 'repasse-affiliate',
    firstName: 'Bruno',
    tradeName: 'Bruno Indica',
  },
} as const;

/** A fresh address per call, so tests never share data. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Logs in through /auth and waits for the landing page (sellers to verify land on /validation). */
export async function logInThroughForm(
  page: Page,
  email: string,
  password: string,
  landing = /\/dashboard$/,
) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Signs in as the login form does (the session token and the owner flag in the browser's
 * storage) without drawing the form: most journeys start signed in, and the login screen has
 * journeys of its own (auth/login.spec.ts). Answers the user as the API described them.
 */
async function storeSession(page: Page, email: string, password: string) {
  const response = await page.request.post('/web/public/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  const { token, user } = (await response.json()) as {
    token: string;
    user: { role: string; documentStatus: string };
  };
  const owner = user.role === 'admin' || user.role === 'super_admin';
  // Any document of the app's origin reaches its storage; the health check is the lightest.
  await page.goto('/health');
  await page.evaluate(
    ([session, isOwner]) => {
      localStorage.setItem('token', session);
      if (isOwner) localStorage.setItem('owner', '1');
      else localStorage.removeItem('owner');
    },
    [token, owner] as const,
  );
  return user;
}

/** Signs in and waits for the landing page (/validation for sellers still to verify). */
export async function logIn(page: Page, email: string, password: string, landing = /\/dashboard$/) {
  const user = await storeSession(page, email, password);
  await page.goto(
    user.role === 'seller' && user.documentStatus !== 'validate' ? '/validation' : '/dashboard',
  );
  await expect(page).toHaveURL(landing);
}

/**
 * Signs in and opens `path` at once, for journeys that start on another screen than the landing
 * page: drawing the dashboard first would only cost time (about 1.5 s of a CI core per visit).
 */
export async function openSignedIn(page: Page, email: string, password: string, path: string) {
  await storeSession(page, email, password);
  await page.goto(path);
}

export type TestSeller = { id: string; email: string; password: string; fullName: string };

/** Registers a Brazilian seller through the API: documents not sent yet. */
export async function registerSeller(
  request: APIRequestContext,
  fullName = 'Bruna Teste Souza',
): Promise<TestSeller> {
  const email = uniqueEmail('kyc');
  const password = 'segredo-forte';
  const response = await request.post('/web/public/auth/register', {
    data: {
      nationality: 'BR',
      email,
      password,
      passwordConfirmation: password,
      fullName,
      personDocument: '529.982.247-25',
      phoneCountryCode: '+55',
      phoneNumber: '11987654321',
      motherName: 'Maria Souza',
      birthDate: '1990-05-17',
      companyDocument: null,
      corporateName: null,
      tradeName: 'Loja da Bruna',
      businessModel: 'digital_products',
      websiteUrl: 'lojadabruna.com.br',
      postalCode: '01310-100',
      address: 'Avenida Paulista',
      number: '1578',
      complement: null,
      city: 'São Paulo',
      state: 'SP',
      bank: '341 - Itaú Unibanco',
      branch: '0001',
      accountNumber: '123456',
      accountCheckDigit: '7',
      accountType: 'checking',
    },
  });
  expect(response.status()).toBe(201);
  const { user } = (await response.json()) as { user: { id: string } };
  return { id: user.id, email, password, fullName };
}

/** A session token straight from the API (no browser). */
export async function apiToken(request: APIRequestContext, email: string, password: string) {
  const response = await request.post('/web/public/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
