import { expect, test } from '../support/test.ts';

test('Portuguese and the light theme survive a reload', async ({ page }) => {
  await page.goto('/auth');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'Português' }).click();
  await expect(html).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { name: 'Boas-vindas de volta' })).toBeVisible();

  await page.getByRole('button', { name: 'Usar tema claro' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'pt-BR');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(
    await page.evaluate(() => [localStorage.getItem('locale'), localStorage.getItem('theme')]),
  ).toEqual(['pt-BR', 'light']);

  // The server answers in the chosen language too.
  await page.getByRole('textbox', { name: 'E-mail' }).fill('nobody@example.com');
  await page.getByRole('textbox', { name: 'Senha' }).fill('whatever');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toContainText('E-mail ou senha');
});

test('a Portuguese browser starts in Portuguese', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  await page.goto('/auth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await context.close();
});
