import { logInThroughForm, registerSeller } from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

const events = [
  'Sale approved',
  'Withdrawal completed',
  'Withdrawal failed',
  'Document reviewed',
  'Award reached',
  'Recovery balance low',
];

test('the web platform registers no device, and Settings saves the notification preferences', async ({
  page,
  request,
}) => {
  const seller = await registerSeller(request, 'Noemi Avisos Prado');
  const registrations: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/register-device')) registrations.push(sent.url());
  });

  // A real login through the form: in a browser the native shell never starts.
  await logInThroughForm(page, seller.email, seller.password, /\/validation$/);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('columnheader', { name: 'Push' })).toBeVisible();
  for (const event of events) {
    await expect(card.getByRole('checkbox', { name: `Push: ${event}` })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: `Email: ${event}` })).toBeChecked();
  }

  await card.getByRole('checkbox', { name: 'Push: Withdrawal failed' }).uncheck();
  await card.getByRole('checkbox', { name: 'Email: Award reached' }).uncheck();
  const saved = page.waitForResponse(
    (answer) =>
      answer.url().endsWith('/web/notification-preferences') && answer.request().method() === 'PUT',
  );
  await card.getByRole('button', { name: 'Save notifications' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Notification preferences saved.')).toBeVisible();

  await page.reload();
  await expect(card.getByRole('checkbox', { name: 'Push: Withdrawal failed' })).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Email: Withdrawal failed' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Email: Award reached' })).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Push: Sale approved' })).toBeChecked();
  expect(registrations).toEqual([]);
});

test('the notification preferences pass axe in both themes', async ({ page, request }) => {
  const seller = await registerSeller(request, 'Otavio Avisos Reis');
  await logInThroughForm(page, seller.email, seller.password, /\/validation$/);
  await page.goto('/settings');
  const card = page.getByRole('region', { name: 'Notifications' });
  await expect(card.getByRole('checkbox', { name: 'Push: Sale approved' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
