import { logIn, openSignedIn, registerSeller } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

const balanceWith = (secret: string) => ({ headers: { authorization: `Bearer ${secret}` } });

test('a seller in test mode generates keys: the secret once in full, then masked, and it works', async ({
  page,
  context,
  request,
}) => {
  const seller = await registerSeller(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, seller.email, seller.password, '/integrations');
  await expect(page.getByRole('tab', { name: 'API keys', selected: true })).toBeVisible();

  // Documents not approved: live mode is closed, and says why.
  await expect(page.getByText('Live keys open once your documents are approved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate Secret key (Live)' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Generate Public key (Live)' })).toBeDisabled();
  await expect(page.getByText('No key available')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Open the API docs' })).toHaveAttribute(
    'href',
    /\/docs$/,
  );

  await page.getByRole('button', { name: 'Generate Secret key (Test)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Secret key (Test)' });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByText('Copy your secret key now')).toBeVisible();
  await expect(dialog.getByText('it will not be shown again')).toBeVisible();
  const secret = (await dialog.getByTestId('new-key-value').textContent()) ?? '';
  expect(secret).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
  await dialog.getByRole('button', { name: 'Copy Secret key (Test)' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Afterwards only the masked form, anywhere on the page.
  await expect(page.getByTestId('key-test-secret')).toHaveText(`sk_test_••••${secret.slice(-4)}`);
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('key-test-secret')).toHaveText(`sk_test_••••${secret.slice(-4)}`);

  const balance = await page.request.get('/v1/balance', balanceWith(secret));
  expect(balance.status()).toBe(200);
  expect(await balance.json()).toMatchObject({ object: 'balance', livemode: false });
  await expect(page.getByTestId('key-test-secret')).toBeVisible();

  // The public key is shown in full and can be copied.
  await page.getByRole('button', { name: 'Generate Public key (Test)' }).click();
  const publicDialog = page.getByRole('dialog', { name: 'Generate Public key (Test)' });
  await publicDialog.getByRole('button', { name: 'Generate' }).click();
  const publicKey = (await publicDialog.getByTestId('new-key-value').textContent()) ?? '';
  expect(publicKey).toMatch(/^pk_test_/);
  await publicDialog.getByRole('button', { name: 'Done' }).click();
  await expect(publicDialog).toBeHidden();
  await expect(page.getByTestId('key-test-public')).toHaveText(publicKey);
  await page.getByRole('button', { name: 'Copy Public key', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicKey);

  // The seller's own checkout page may tokenise cards with it once its origin is listed.
  const tokenise = (origin: string) =>
    page.request.post('/v1/tokens', {
      headers: { authorization: `Bearer ${publicKey}`, origin },
      data: {
        card: {
          number: '4111111111111111',
          holderName: 'ANA',
          expMonth: 12,
          expYear: 2030,
          cvv: '123',
        },
      },
    });
  expect((await tokenise('https://loja.example.com')).status()).toBe(403);
  const origins = page.getByRole('combobox', { name: 'Allowed origins' });
  await origins.fill('http://loja.example.com');
  await origins.press('Enter');
  await expect(page.getByText('Enter an origin such as https://shop.example.com')).toBeVisible();
  await origins.fill('https://loja.example.com/');
  await origins.press('Enter');
  await page.getByRole('button', { name: 'Save origins' }).click();
  await expect(page.getByText('Origins saved.')).toBeVisible();
  expect((await tokenise('https://loja.example.com')).status()).toBe(201);
  await page.reload();
  await expect(page.getByText('https://loja.example.com', { exact: true })).toBeVisible();

  // Regenerating asks first; the old secret stops working, the new one works.
  await page.getByRole('button', { name: 'Regenerate Secret key (Test)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Regenerate Secret key (Test)?' });
  await expect(confirm.getByText('The current key stops working at once')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get('/v1/balance', balanceWith(secret))).status()).toBe(200);

  await page.getByRole('button', { name: 'Regenerate Secret key (Test)' }).click();
  await confirm.getByRole('button', { name: 'Regenerate' }).click();
  const renewed = (await confirm.getByTestId('new-key-value').textContent()) ?? '';
  expect(renewed).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
  expect(renewed).not.toBe(secret);
  await confirm.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('key-test-secret')).toHaveText(`sk_test_••••${renewed.slice(-4)}`);
  expect((await page.request.get('/v1/balance', balanceWith(secret))).status()).toBe(401);
  expect((await page.request.get('/v1/balance', balanceWith(renewed))).status()).toBe(200);
});

test('a failed generation says "Error generating token"', async ({ page, request }) => {
  const seller = await registerSeller(request);
  await logIn(page, seller.email, seller.password, /\/(validation|dashboard)$/);
  await page.route('**/web/integrations/keys', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, body: '{}' })
      : route.fallback(),
  );
  await page.goto('/integrations');
  await page.getByRole('button', { name: 'Generate Secret key (Test)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Secret key (Test)' });
  await dialog.getByRole('button', { name: 'Generate' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Error generating token');
  await expect(dialog.getByRole('alert')).toContainText(
    'Unexpected error while generating the token.',
  );
  await expect(dialog.getByTestId('new-key-value')).toHaveCount(0);
});
