import { apiToken, bearer, demo, openSignedIn } from '../support/accounts.ts';
import { type AcquirerRow, acquirerApi } from '../support/acquirers.ts';
import { expect, test } from '../support/test.ts';

test('the admin adds an acquirer with write-only tokens and routes card payments to it second', async ({
  page,
  request,
}) => {
  const api = acquirerApi(
    request,
    bearer(await apiToken(request, demo.admin.email, demo.admin.password)),
  );
  const originalRouting = await api.routing();
  const name = `E2E Pagar.me ${Date.now().toString(36)}`;
  let created: AcquirerRow | undefined;

  await openSignedIn(page, demo.admin.email, demo.admin.password, '/admin?tab=settings');
  await page.getByRole('button', { name: 'Acquirers' }).click();
  await expect(page.getByRole('heading', { name: 'Acquirers', level: 2 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Sandbox/ })).toBeVisible();

  try {
    // The shared schema checks the form before anything is sent.
    await page.getByRole('button', { name: 'New acquirer' }).click();
    await expect(page.getByRole('heading', { name: 'New acquirer' })).toBeVisible();
    await page.getByRole('button', { name: 'Save acquirer' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();

    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Adapter').selectOption('pagarme');
    await page.getByRole('checkbox', { name: 'Card' }).check();
    await page.getByRole('checkbox', { name: 'Pix' }).check();
    await expect(page.getByText('Secret key (sk_…)')).toBeVisible();
    await page.getByLabel('Token 1', { exact: true }).fill('sk_test_e2e_secret_9876');
    await page.getByLabel('Token 2', { exact: true }).fill('webhook:pass4321');
    const card = page.getByRole('group', { name: 'Card', exact: true });
    await card.getByLabel('Percentage').fill('2,49');
    await card.getByLabel('Fixed fee').fill('0,39');
    await card.getByLabel('Retention').fill('5');
    const instalments = page.getByRole('group', { name: 'Card instalments' });
    await instalments.getByLabel('Maximum card instalments').fill('10');
    await instalments.getByLabel('3x').fill('3.1');

    // A field error from the server lands under its field.
    await page.route('**/web/admin/acquirers', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'validation',
                message: 'Check the highlighted fields.',
                fields: { 'fees.card.percentage': 'The acquirer refuses this fee.' },
              },
            }),
          })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Save acquirer' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to update the acquirer.' }),
    ).toContainText('Check the highlighted fields.');
    await expect(card.getByText('The acquirer refuses this fee.')).toBeVisible();
    await expect(card.getByLabel('Percentage')).toHaveAttribute('aria-invalid', 'true');
    await page.unroute('**/web/admin/acquirers');

    await page.getByRole('button', { name: 'Save acquirer' }).click();
    await expect(page.getByText(`Acquirer ${name} saved.`)).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('2.49% + R$0.39');
    await expect(row).toContainText('Pagar.me v5');

    created = (await api.list()).find((acquirer) => acquirer.name === name);
    expect(created).toMatchObject({
      kind: 'pagarme',
      active: true,
      methods: ['card', 'pix'],
      retention: { card: '5' },
      fees: { card: { percentage: '2.49', fixed: 39 } },
      maxInstalments: 10,
      tokens: ['••••9876', '••••4321', null, null, null, null],
    });
    expect(JSON.stringify(created)).not.toContain('sk_test_e2e_secret');

    // Only the last four come back; an empty field keeps its token, "Clear" removes one.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { name: `Edit acquirer ${name}` })).toBeVisible();
    await expect(page.getByText('Saved: •••• 9876')).toBeVisible();
    await expect(page.getByText('Saved: •••• 4321')).toBeVisible();
    await expect(page.getByLabel('Token 1', { exact: true })).toHaveValue('');
    await page.getByRole('button', { name: 'Clear token 2' }).click();
    await expect(page.getByText('Will be removed when you save')).toBeVisible();
    await page.getByRole('button', { name: 'Save acquirer' }).click();
    await expect(page.getByText(`Acquirer ${name} saved.`)).toBeVisible();
    const edited = (await api.list()).find((acquirer) => acquirer.id === created?.id);
    expect(edited?.tokens).toEqual(['••••9876', null, null, null, null, null]);

    // Multi-acquiring: add it to card, move it with the keyboard, save, reload.
    await page.goto('/admin?tab=settings&panel=multiAcquiring');
    const cardList = page.getByRole('region', { name: 'Card' });
    await expect(cardList.getByRole('listitem')).toHaveCount(originalRouting.card.length);
    await cardList.getByLabel('Add to Card').selectOption({ label: name });
    await cardList.getByRole('button', { name: 'Add' }).click();
    const items = cardList.getByRole('listitem');
    await expect(items.last()).toContainText(name);
    await expect(page.getByRole('status')).toContainText(`${name} added as number`);

    // Up until first, then down with Enter: the focus stays on the moved row.
    for (let steps = originalRouting.card.length; steps > 0; steps--) {
      await cardList.getByRole('button', { name: `Move ${name} up in Card` }).click();
    }
    await expect(items.first()).toContainText(name);
    await expect(cardList.getByRole('button', { name: `Move ${name} down in Card` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.nth(1)).toContainText(name);
    await expect(page.getByRole('status')).toHaveText(`${name} is now number 2 for Card.`);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await page.getByRole('button', { name: 'Save order' }).click();
    await expect(page.getByText('Multi-acquiring saved.')).toBeVisible();

    await page.reload();
    await expect(items.nth(1)).toContainText(name);
    await expect(items.first()).toContainText('Sandbox');
    const saved = await api.routing();
    expect(saved.card).toEqual([
      originalRouting.card[0],
      created?.id,
      ...originalRouting.card.slice(1),
    ]);
    expect(saved.pix).toEqual(originalRouting.pix);
  } finally {
    // Global settings go back as they were for the specs that follow.
    await api.setRouting(originalRouting);
    if (created) await api.deactivate(created);
  }
});
