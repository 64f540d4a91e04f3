import { createHmac } from 'node:crypto';
import { openSignedIn } from '../support/accounts.ts';
import { payByCard, sellerWithProduct } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';
import { startWebhookReceiver } from './fixtures.ts';

test('a seller adds a webhook endpoint, sees a sale delivered in the log and replays it', async ({
  page,
  request,
}) => {
  const receiver = await startWebhookReceiver();
  try {
    const { seller, product } = await sellerWithProduct(request);
    await openSignedIn(page, seller.email, seller.password, '/integrations?tab=webhooks');
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
    await page.getByRole('button', { name: 'Add endpoint' }).click();

    const form = page.getByRole('dialog', { name: 'Add webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill('not a url');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Enter an http(s) URL.')).toBeVisible();
    await form.getByLabel('Endpoint URL').fill(receiver.url);
    // Sales events are chosen by default; withdrawals are offered too.
    await expect(form.getByLabel('Charge paid')).toBeChecked();
    await expect(form.getByLabel('Withdrawal completed')).not.toBeChecked();
    await form.getByLabel('Charge generated').uncheck();
    await form.getByRole('button', { name: 'Save' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    await expect(secretDialog.getByText('Copy the signing secret now')).toBeVisible();
    const secret = (await secretDialog.getByTestId('signing-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await secretDialog.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('article', { name: receiver.url });
    await expect(card).toContainText('Charge paid');
    await expect(card).not.toContainText('Charge generated');
    await expect(card).toContainText('Active');

    // A paid sale (test mode) reaches the seller's server, signed with that secret.
    const charge = await payByCard(request, product.id);
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(1);
    const [first] = receiver.received;
    const event = JSON.parse(first?.body ?? '{}') as {
      id: string;
      type: string;
      data: { id: string };
    };
    expect(event.type).toBe('charge.paid');
    expect(event.data.id).toBe(charge.id);
    const [, timestamp, signature] =
      /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(first?.headers['repasse-signature'])) ?? [];
    expect(signature).toBe(
      createHmac('sha256', secret).update(`${timestamp}.${first?.body}`).digest('hex'),
    );

    await card.getByRole('button', { name: 'Delivery log' }).click();
    const log = page.getByRole('dialog', { name: 'Delivery log' });
    const rows = log.getByRole('table', { name: 'Deliveries' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Charge paid');
    await expect(rows.first()).toContainText('Delivered');
    await expect(rows.first()).toContainText('200');
    await expect(rows.first().getByRole('cell').nth(3)).toHaveText('1');

    await rows
      .first()
      .getByRole('button', { name: /^Replay charge\.paid/ })
      .click();
    await expect(page.getByText('Delivery queued again.')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(2);
    expect(JSON.parse(receiver.received[1]?.body ?? '{}').id).toBe(event.id);
    await log.getByRole('button', { name: 'Refresh' }).click();
    await expect(rows.first().getByRole('cell').nth(3)).toHaveText('2');
    await expect(rows.first()).toContainText('Delivered');
    await page.keyboard.press('Escape');

    // Rolling the secret: the next delivery is signed with the new one, shown once.
    await card.getByRole('button', { name: 'Roll secret' }).click();
    const roll = page.getByRole('dialog', { name: 'Roll the signing secret?' });
    await roll.getByRole('button', { name: 'Roll secret' }).click();
    const rolledDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const rolled = (await rolledDialog.getByTestId('signing-secret').textContent()) ?? '';
    expect(rolled).toMatch(/^whsec_/);
    expect(rolled).not.toBe(secret);
    await rolledDialog.getByRole('button', { name: 'Done' }).click();
    await card.getByRole('button', { name: 'Delivery log' }).click();
    await rows
      .first()
      .getByRole('button', { name: /^Replay charge\.paid/ })
      .click();
    await expect.poll(() => receiver.received.length, { timeout: 30_000 }).toBe(3);
    const third = receiver.received[2];
    const [, t3, s3] =
      /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(third?.headers['repasse-signature'])) ?? [];
    expect(s3).toBe(createHmac('sha256', rolled).update(`${t3}.${third?.body}`).digest('hex'));
    await page.keyboard.press('Escape');

    // Turning the endpoint off, then removing it.
    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
    await expect(edit.getByLabel('Endpoint URL')).toHaveValue(receiver.url);
    await edit.getByLabel('Active').uncheck();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    await expect(card).toContainText('Inactive');
    await card.getByRole('button', { name: 'Delete' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove webhook endpoint?' });
    await remove.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No webhook endpoints yet')).toBeVisible();
  } finally {
    await receiver.close();
  }
});

test('a delivery to an unreachable URL shows the failure and can be replayed', async ({
  page,
  request,
}) => {
  const { seller, token, product } = await sellerWithProduct(request);
  const created = await request.post('/web/integrations/webhooks', {
    headers: { authorization: `Bearer ${token}` },
    // Port 9 (discard) refuses connections on the test machine.
    data: { url: 'http://127.0.0.1:9/hooks', events: ['charge.paid'], active: true },
  });
  expect(created.status()).toBe(201);
  await payByCard(request, product.id);

  await openSignedIn(page, seller.email, seller.password, '/integrations?tab=webhooks');
  await page.getByRole('button', { name: 'Delivery log' }).click();
  const row = page.getByRole('table', { name: 'Deliveries' }).locator('tbody tr').first();
  await expect(row).toContainText('Retrying', { timeout: 30_000 });
  await expect(row).toContainText(/fetch failed|ECONNREFUSED/);
  await row.getByRole('button', { name: /^Replay/ }).click();
  await expect(page.getByText('Delivery queued again.')).toBeVisible();
});
