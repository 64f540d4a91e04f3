import { apiToken, bearer, demo, openSignedIn } from '../support/accounts.ts';
import { type AcquirerRow, acquirerApi } from '../support/acquirers.ts';
import { createProduct, payByCard } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test('boleto switched off disappears from the hosted checkout until it is switched back on', async ({
  page,
  request,
  browser,
}) => {
  const headers = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const original = await (await request.get('/web/admin/payment-methods', { headers })).json();
  const sellerToken = await apiToken(request, demo.seller.email, demo.seller.password);
  const product = await createProduct(request, sellerToken);
  const buyer = await browser.newPage();
  const boleto = buyer.getByRole('radio', { name: 'Boleto' });
  await buyer.goto(`/checkout/${product.id}`);
  await expect(buyer.getByRole('radio', { name: 'Pix' })).toHaveCount(1);
  await expect(boleto).toHaveCount(1);

  await openSignedIn(page, demo.admin.email, demo.admin.password, '/admin?tab=settings');
  await page.getByRole('button', { name: 'Payment methods' }).click();
  await expect(page.getByText('An inactive method disappears from every checkout')).toBeVisible();
  const boletoSwitch = page.getByRole('switch', { name: 'Boleto' });
  await expect(boletoSwitch).toBeChecked();
  try {
    await boletoSwitch.click();
    await expect(page.getByText('Boleto is now inactive.')).toBeVisible();
    await expect(boletoSwitch).not.toBeChecked();
    await expect(
      page.getByText('Inactive: hidden from checkout and refused by the API.'),
    ).toBeVisible();
    await page.reload();
    await expect(boletoSwitch).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Pix' })).toBeChecked();

    await buyer.reload();
    await expect(buyer.getByRole('radio', { name: 'Pix' })).toHaveCount(1);
    await expect(boleto).toHaveCount(0);
    const checkout = await (await request.get(`/web/public/checkout/${product.id}`)).json();
    expect(checkout.methods).toEqual(['pix', 'card']);

    await boletoSwitch.click();
    await expect(page.getByText('Boleto is active again.')).toBeVisible();
    await expect(boletoSwitch).toBeChecked();
    await buyer.reload();
    await expect(boleto).toHaveCount(1);
  } finally {
    await request.put('/web/admin/payment-methods', { headers, data: original });
    await buyer.close();
  }
});

test('the admin sends the demo seller card payments to a custom acquirer from the user drawer', async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const acquirers = acquirerApi(request, headers);
  const users = await (
    await request.get(`/web/admin/users?search=${demo.seller.email}`, { headers })
  ).json();
  const seller = users.items[0] as { id: string };
  const custom = () => request.get(`/web/admin/users/${seller.id}/acquirers`, { headers });
  let acquirer: AcquirerRow | undefined;
  try {
    acquirer = await acquirers.create(`E2E Dedicated ${Date.now().toString(36)}`, ['card', 'pix']);

    await openSignedIn(
      page,
      demo.admin.email,
      demo.admin.password,
      '/admin?tab=management&panel=users',
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill(demo.seller.email);
    await page.getByRole('button', { name: `Open details of ${demo.seller.email}` }).click();
    const drawer = page.getByRole('dialog', { name: 'User details' });
    const section = drawer.getByRole('region', { name: 'Custom acquirers' });
    await expect(section.getByLabel('Card')).toHaveValue('default');
    // Boleto only lists acquirers that take boleto.
    await expect(
      section.getByLabel('Boleto').locator('option', { hasText: acquirer.name }),
    ).toHaveCount(0);
    const save = section.getByRole('button', { name: 'Save acquirers' });
    await expect(save).toBeDisabled();
    await section.getByLabel('Card').selectOption({ label: acquirer.name });
    await save.click();
    await expect(page.getByText('Custom acquirers saved.')).toBeVisible();
    expect(await (await custom()).json()).toEqual({ pix: null, card: acquirer.id, boleto: null });

    await page.reload();
    await expect(section.getByLabel('Card')).toHaveValue(acquirer.id);
    await expect(section.getByLabel('Pix')).toHaveValue('default');

    // The next card sale of the demo seller goes to it.
    const product = await createProduct(
      request,
      await apiToken(request, demo.seller.email, demo.seller.password),
    );
    const charge = await payByCard(request, product.id);
    const order = await (await request.get(`/web/admin/orders/${charge.id}`, { headers })).json();
    expect(order.attempts.map((a: { acquirer: string }) => a.acquirer)).toEqual([acquirer.name]);

    await section.getByLabel('Card').selectOption('default');
    await section.getByRole('button', { name: 'Save acquirers' }).click();
    await expect(page.getByText('Custom acquirers saved.')).toBeVisible();
    expect(await (await custom()).json()).toEqual({ pix: null, card: null, boleto: null });
  } finally {
    await request.put(`/web/admin/users/${seller.id}/acquirers`, {
      headers,
      data: { pix: null, card: null, boleto: null },
    });
    if (acquirer) await acquirers.deactivate(acquirer);
  }
});
