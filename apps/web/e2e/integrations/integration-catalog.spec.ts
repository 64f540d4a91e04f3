import type { Page } from '@playwright/test';
import {
  apiToken,
  bearer,
  demo,
  logIn,
  openSignedIn,
  registerSeller,
} from '../support/accounts.ts';
import { axeInBothThemes, switchTheme } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { bannerPng } from './banner-image.ts';

const instructions = [
  '## Connect your store',
  '',
  'Open **Settings → Payments** in Loja Fácil and paste the keys below.',
  '',
  '1. Paste the public key',
  '2. Paste the secret key',
  '',
  '```',
  'LOJA_FACIL_SECRET=sk_test_…',
  '```',
  '',
  'Questions? See [the guide](https://docs.lojafacil.example/repasse).',
  '',
  '<script>window.injected = true</script>',
].join('\n');

/** A folder to keep screenshots of every state in (to look at them), when set. */
const shots = process.env.E2E_SCREENSHOTS;
const shoot = async (page: Page, name: string, fullPage = false) => {
  if (shots) await page.screenshot({ path: `${shots}/integration-catalog-${name}.png`, fullPage });
};

/** The state the page is in, in the dark theme and then in the light one. */
const shootBothThemes = async (page: Page, name: string, fullPage = false) => {
  if (!shots) return;
  await shoot(page, `dark-${name}`, fullPage);
  await switchTheme(page, 'light');
  await shoot(page, `light-${name}`, fullPage);
  await switchTheme(page, 'dark');
};

const openAdminPanel = async (page: Page) => {
  await page.goto('/admin?tab=settings&panel=integrations');
  await expect(page.getByRole('heading', { name: 'Integrations', level: 2 })).toBeVisible();
};

test('an admin adds an integration with its banner; a seller sets it up with keys of its own', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const title = `Loja Fácil ${Date.now().toString(36)}`;
  await logIn(page, demo.admin.email, demo.admin.password);
  await openAdminPanel(page);

  await page.getByRole('button', { name: 'New integration' }).click();
  const dialog = page.getByRole('dialog', { name: 'New integration' });
  // Nothing filled in: both required fields say so at once, and nothing is sent.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Title is required.')).toBeVisible();
  await expect(dialog.getByText('Select an image for the new integration.')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await expect(dialog.getByRole('switch', { name: 'Active' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Subtitle' }).fill('Sell on your Loja Fácil store');
  await dialog.getByRole('textbox', { name: 'Setup instructions' }).fill(instructions);
  await dialog.getByRole('tab', { name: 'Preview' }).click();
  await expect(dialog.getByRole('heading', { name: 'Connect your store' })).toBeVisible();
  await dialog.getByRole('tab', { name: 'Write' }).click();

  const choosing = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose image' }).click();
  await (await choosing).setFiles({
    name: 'loja-facil.png',
    mimeType: 'image/png',
    buffer: bannerPng(),
  });
  await expect(dialog.getByRole('img', { name: 'Preview of the chosen banner' })).toBeVisible();
  await expect(dialog.getByText('Select an image for the new integration.')).toBeHidden();
  // A save the server fails says to try again later, and keeps what was typed.
  const creating = '**/web/admin/integrations';
  await page.route(creating, (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{}' })
      : route.fallback(),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Try again later.');
  await page.unroute(creating);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${title} saved.`)).toBeVisible();

  const list = page.getByRole('list', { name: 'Catalog entries' });
  const row = list.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Active');
  await expect(row).toContainText('0 sellers connected');
  await expect(row.locator('img')).toBeVisible();
  await shoot(page, 'admin', true);
  // Opened again, it is still listed: saving unchanged keeps it so.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${title}` });
  await expect(edit.getByRole('switch', { name: 'Active' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // A seller finds it in Integrations → Catalog.
  const seller = await registerSeller(request, 'Carla Catálogo Lima');
  const sellerPage = await browser.newPage();
  await sellerPage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(sellerPage, seller.email, seller.password, '/integrations');
  await sellerPage.getByRole('tab', { name: 'Catalog' }).click();
  const card = sellerPage
    .getByRole('list', { name: 'Available integrations' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText('Sell on your Loja Fácil store');
  const banner = card.locator('img');
  await expect(banner).toHaveAttribute(
    'src',
    /\/web\/public\/integrations\/[0-9a-f-]+\/banner\?v=/,
  );
  expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(600);
  await shoot(sellerPage, 'seller', true);
  await card.getByRole('button', { name: `Set up ${title}` }).click();

  await expect(sellerPage.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  await expect(sellerPage.getByRole('heading', { name: 'Connect your store' })).toBeVisible();
  await expect(sellerPage.getByText('LOJA_FACIL_SECRET=sk_test_…')).toBeVisible();
  const guide = sellerPage.getByRole('link', { name: /the guide/ });
  await expect(guide).toHaveAttribute('href', 'https://docs.lojafacil.example/repasse');
  await expect(guide).toHaveAttribute('target', '_blank');
  // HTML in the instructions is shown as text, never run.
  await expect(sellerPage.getByText('<script>window.injected = true</script>')).toBeVisible();
  expect(await sellerPage.evaluate(() => 'injected' in window)).toBe(false);
  await expect(sellerPage.getByText('No key available')).toHaveCount(4);
  await expect(
    sellerPage.getByRole('button', { name: 'Generate Secret key (Live)' }),
  ).toBeDisabled();

  // The secret is shown once, copied, then only masked; it calls the API as the seller.
  await sellerPage.getByRole('button', { name: 'Generate Secret key (Test)' }).click();
  const keyDialog = sellerPage.getByRole('dialog', { name: 'Generate Secret key (Test)' });
  await keyDialog.getByRole('button', { name: 'Generate' }).click();
  await expect(keyDialog.getByText('Copy your secret key now')).toBeVisible();
  const secret = (await keyDialog.getByTestId('new-integration-key-value').textContent()) ?? '';
  expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
  await keyDialog.getByRole('button', { name: 'Copy Secret key (Test)' }).click();
  await expect(keyDialog.getByRole('button', { name: 'Copy Secret key (Test)' })).toHaveText(
    'Copied',
  );
  expect(await sellerPage.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await shoot(sellerPage, 'secret');
  await keyDialog.getByRole('button', { name: 'Done' }).click();
  await expect(keyDialog).toBeHidden();
  await expect(sellerPage.getByTestId('integration-key-test-secret')).toHaveText(
    `sk_test_••••${secret.slice(-4)}`,
  );
  await expect(sellerPage.getByText(secret)).toHaveCount(0);
  const balance = await request.get('/v1/balance', { headers: bearer(secret) });
  expect(balance.status()).toBe(200);

  await sellerPage.getByRole('button', { name: 'Generate Public key (Test)' }).click();
  const publicDialog = sellerPage.getByRole('dialog', { name: 'Generate Public key (Test)' });
  await publicDialog.getByRole('button', { name: 'Generate' }).click();
  const publicKey =
    (await publicDialog.getByTestId('new-integration-key-value').textContent()) ?? '';
  expect(publicKey).toMatch(/^pk_test_/);
  await publicDialog.getByRole('button', { name: 'Done' }).click();
  await sellerPage.getByRole('button', { name: 'Copy Public key (Test)' }).click();
  expect(await sellerPage.evaluate(() => navigator.clipboard.readText())).toBe(publicKey);
  await shoot(sellerPage, 'entry', true);

  // The seller's own keys are untouched: none were made.
  await sellerPage.getByRole('tab', { name: 'API keys' }).click();
  await expect(sellerPage.getByTestId('key-test-secret')).toHaveText('No key available');

  // A failed generation says so in the SPEC's words.
  await sellerPage.getByRole('tab', { name: 'Catalog' }).click();
  await sellerPage
    .getByRole('list', { name: 'Available integrations' })
    .getByRole('button', { name: `Manage ${title}` })
    .click();
  await sellerPage.route('**/web/integrations/catalog/*/keys', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{}' })
      : route.fallback(),
  );
  await sellerPage.getByRole('button', { name: 'Regenerate Secret key (Test)' }).click();
  const failing = sellerPage.getByRole('dialog', { name: 'Regenerate Secret key (Test)?' });
  await failing.getByRole('button', { name: 'Regenerate' }).click();
  await expect(failing.getByRole('alert')).toContainText('Error generating token');
  await expect(failing.getByRole('alert')).toContainText(
    'Unexpected error while generating the token.',
  );
  await failing.getByRole('button', { name: 'Cancel' }).click();
  await sellerPage.unroute('**/web/integrations/catalog/*/keys');

  // Revoked, the key stops working at once.
  await sellerPage.getByRole('button', { name: 'Revoke Secret key (Test)' }).click();
  const revoke = sellerPage.getByRole('dialog', { name: 'Revoke Secret key (Test)?' });
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(revoke).toBeHidden();
  await expect(sellerPage.getByTestId('integration-key-test-secret')).toHaveText(
    'No key available',
  );
  expect((await request.get('/v1/balance', { headers: bearer(secret) })).status()).toBe(401);

  // Back in the admin panel the entry counts the seller, who still holds its public key.
  await page.reload();
  await expect(row).toContainText('1 seller connected');
  await sellerPage.close();
});

test('the catalog screens pass axe in both themes, on a phone and on a desktop', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const title = `Axe ${Date.now().toString(36)}`;
  const admin = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const created = await request.post('/web/admin/integrations', {
    headers: admin,
    data: {
      title,
      subtitle: 'Checked by axe',
      description: instructions,
      banner: `data:image/png;base64,${bannerPng().toString('base64')}`,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const seller = await registerSeller(request, 'Axel Catálogo Reis');

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 360, height: 740 },
  ]) {
    const label = `${viewport.width}`;
    await page.setViewportSize(viewport);
    await logIn(page, demo.admin.email, demo.admin.password);
    await openAdminPanel(page);
    await expect(page.getByRole('list', { name: 'Catalog entries' })).toContainText(title);
    await expect(page.locator('li').filter({ hasText: title }).locator('img')).toBeVisible();
    expect(await axeInBothThemes(page), `admin list ${label}`).toEqual([]);
    await shootBothThemes(page, `admin-${label}`);
    await page.getByRole('button', { name: 'New integration' }).click();
    const dialog = page.getByRole('dialog', { name: 'New integration' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Select an image for the new integration.')).toBeVisible();
    expect(await axeInBothThemes(page), `admin form ${label}`).toEqual([]);
    await shootBothThemes(page, `form-${label}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openSignedIn(page, seller.email, seller.password, '/integrations?tab=catalog');
    await expect(
      page.getByRole('list', { name: 'Available integrations' }).getByText(title),
    ).toBeVisible();
    expect(await axeInBothThemes(page), `seller catalog ${label}`).toEqual([]);
    await shootBothThemes(page, `grid-${label}`, true);
    await page.goto(`/integrations?tab=catalog&integration=${id}`);
    await expect(page.getByRole('heading', { name: 'Connect your store' })).toBeVisible();
    expect(await axeInBothThemes(page), `seller entry ${label}`).toEqual([]);
    await shootBothThemes(page, `entry-${label}`, true);
  }
});
