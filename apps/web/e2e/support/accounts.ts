import { expect, type Page } from '@playwright/test';

/** Seeded by the server when SEED_DEMO=true. */
export const demo = {
  seller: { email: 'seller@repasse.dev', password: 'repasse-seller', firstName: 'Ana' },
  admin: { email: 'admin@repasse.dev', password: 'repasse-admin', firstName: 'Repasse' },
} as const;

/** A fresh address per call, so tests never share data. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
