import { apiToken, logIn, openSignedIn, registerSeller } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('a seller sets a Pix key and changes the password', async ({ page, request }) => {
  const seller = await registerSeller(request, 'Gabriela Ajustes Melo');
  // Another device, which the password change logs out.
  await apiToken(request, seller.email, seller.password);
  await openSignedIn(page, seller.email, seller.password, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  // Pix key: the shared schema refuses an invalid key with its message.
  const pix = page.getByRole('region', { name: 'Pix key' });
  await expect(pix.getByText('You have not set a Pix key yet.')).toBeVisible();
  await pix.getByRole('combobox', { name: 'Key type' }).selectOption('cpf');
  await pix.getByRole('textbox', { name: 'Key' }).fill('123.456.789-00');
  await pix.getByRole('button', { name: 'Save Pix key' }).click();
  await expect(pix.getByText('Enter a valid CPF key.')).toBeVisible();
  await pix.getByRole('combobox', { name: 'Key type' }).selectOption('phone');
  await pix.getByRole('textbox', { name: 'Key' }).fill('11987654321');
  await expect(
    pix.getByText('Enter the phone in international format, e.g. +5511987654321.'),
  ).toBeVisible();
  await pix.getByRole('textbox', { name: 'Key' }).fill('+55 11 98765-4321');
  await pix.getByRole('button', { name: 'Save Pix key' }).click();
  await expect(page.getByText('Pix key updated successfully!')).toBeVisible();
  await expect(pix.getByText('+5511987654321')).toBeVisible();
  await page.reload();
  await expect(pix.getByText('Current Phone key:')).toBeVisible();
  await expect(pix.getByRole('textbox', { name: 'Key' })).toHaveValue('+5511987654321');

  // Sessions: this device and the other one.
  const sessions = page.getByRole('region', { name: 'Your sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toBeVisible();

  // Password: the server's field error, a mismatch, then the change.
  const password = page.getByRole('region', { name: 'Password', exact: true });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel(/^New password/).fill('nova-senha-1');
  await password.getByLabel('Confirm new password').fill('nova-senha-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('The current password is incorrect.')).toBeVisible();
  await expect(page.getByText('Error updating password.')).toBeVisible();
  await password.getByLabel('Current password').fill(seller.password);
  await password.getByLabel('Confirm new password').fill('something-else');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText('Passwords do not match')).toBeVisible();
  await password.getByLabel('Confirm new password').fill('nova-senha-1');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password updated.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toHaveValue('');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  // The new password is the one that works now.
  await page.goto('/logout');
  await expect(page).toHaveURL(/\/auth$/);
  await logIn(page, seller.email, 'nova-senha-1', /\/validation$/);
});
