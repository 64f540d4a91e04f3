import { openSignedIn, registerSeller, uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('a seller edits the address, the bank account and the email', async ({ page, request }) => {
  const seller = await registerSeller(request, 'Helena Conta Prado');
  await openSignedIn(page, seller.email, seller.password, '/account');
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  const verification = page.getByRole('region', { name: /Identity verification/ });
  await expect(verification.getByText('Not verified')).toBeVisible();
  const personal = page.getByRole('region', { name: 'Personal' });
  await expect(personal.getByText('529.982.247-25')).toBeVisible();
  await expect(personal.getByText(seller.email)).toBeVisible();

  // Address: no password needed.
  const address = page.getByRole('region', { name: 'Address' });
  await expect(address.getByText('Avenida Paulista, 1578')).toBeVisible();
  await address.getByRole('button', { name: 'Edit address' }).click();
  const addressDialog = page.getByRole('dialog', { name: 'Edit address' });
  await addressDialog.getByRole('textbox', { name: 'Number' }).fill('');
  await addressDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addressDialog.getByText('This field is required.')).toBeVisible();
  await addressDialog.getByRole('textbox', { name: 'Number' }).fill('2000');
  await addressDialog.getByRole('textbox', { name: 'Complement' }).fill('Sala 12');
  await addressDialog.getByRole('button', { name: 'Save' }).click();
  await expect(addressDialog).toBeHidden();
  await expect(address.getByText('Avenida Paulista, 2000')).toBeVisible();
  await expect(address.getByText('Sala 12')).toBeVisible();

  // Bank: the password is checked by the server, its message lands under the field.
  const bank = page.getByRole('region', { name: 'Bank account' });
  await bank.getByRole('button', { name: 'Change bank account' }).click();
  const bankDialog = page.getByRole('dialog', { name: 'Change bank account' });
  await bankDialog.getByRole('textbox', { name: 'Branch' }).fill('1234');
  await bankDialog.getByLabel('Current password').fill('wrong-password');
  await bankDialog.getByRole('button', { name: 'Save' }).click();
  await expect(bankDialog.getByText('The current password is incorrect.')).toBeVisible();
  await bankDialog.getByLabel('Current password').fill(seller.password);
  await bankDialog.getByRole('button', { name: 'Save' }).click();
  await expect(bankDialog).toBeHidden();
  await expect(page.getByText('Bank account updated.')).toBeVisible();
  await expect(bank.getByText('1234', { exact: true })).toBeVisible();

  // Email.
  const newEmail = uniqueEmail('renamed');
  await personal.getByRole('button', { name: 'Change email' }).click();
  const emailDialog = page.getByRole('dialog', { name: 'Change login email' });
  await emailDialog.getByRole('textbox', { name: 'New email' }).fill('seller@repasse.dev');
  await emailDialog.getByLabel('Current password').fill(seller.password);
  await emailDialog.getByRole('button', { name: 'Save' }).click();
  await expect(emailDialog.getByText('This email is already registered.')).toBeVisible();
  await emailDialog.getByRole('textbox', { name: 'New email' }).fill(newEmail);
  await emailDialog.getByRole('button', { name: 'Save' }).click();
  await expect(emailDialog).toBeHidden();
  await expect(personal.getByText(newEmail)).toBeVisible();
});
