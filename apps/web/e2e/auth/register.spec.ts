import { uniqueEmail } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('a Brazilian seller registers through the wizard, logs in and logs out', async ({ page }) => {
  const email = uniqueEmail('seller');
  const password = 'segredo-forte';

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/auth\?view=register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  // Personal: Brazil is the default and sets the CPF label and +55.
  await expect(page.getByLabel('Nationality')).toHaveValue('BR');
  await expect(page.getByLabel('Country code')).toHaveValue('+55');
  // Another nationality changes the document label and the phone country code.
  await page.getByLabel('Nationality').selectOption('PT');
  await expect(page.getByLabel('NIF')).toBeVisible();
  await expect(page.getByLabel('Country code')).toHaveValue('+351');
  await page.getByLabel('Nationality').selectOption('US');
  await expect(page.getByLabel('SSN')).toBeVisible();
  await expect(page.getByLabel('Country code')).toHaveValue('+1');
  await page.getByLabel('Nationality').selectOption('BR');
  await expect(page.getByLabel('Country code')).toHaveValue('+55');
  await page.getByLabel('CPF').fill('111.111.111-11');
  await page.getByLabel('Full name').fill('Joana Pereira Lima');
  await page.getByLabel("Mother's name").fill('Maria Pereira');
  await page.getByLabel('Birth date').fill('1990-05-17');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Phone number').fill('11987654321');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('something-else');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByText('Invalid CPF.')).toBeVisible();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal', level: 2 })).toBeVisible();

  await page.getByLabel('CPF').fill('123.456.789-00');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Invalid CPF.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal', level: 2 })).toBeVisible();

  await page.getByLabel('CPF').fill('529.982.247-25');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await expect(page.getByText('Invalid CPF.')).toBeHidden();
  await expect(page.getByText('Passwords do not match')).toBeHidden();
  await page.getByRole('button', { name: 'Next' }).click();

  // Company: its own errors appear under its own fields.
  await expect(page.getByRole('heading', { name: 'Company', level: 2 })).toBeVisible();
  await expect(page.getByLabel('CNPJ')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  await page.getByLabel('CNPJ').fill('11.222.333/0001-81');
  await page.getByLabel('Corporate name').fill('Joana Cursos LTDA');
  await page.getByLabel('Trade name').fill('Cursos da Joana');
  await page.getByLabel('Business model').selectOption('online_courses');
  await page.getByLabel('Website').fill('cursosdajoana.com.br');
  await page.getByRole('button', { name: 'Next' }).click();

  // Address.
  await expect(page.getByRole('heading', { name: 'Address', level: 2 })).toBeVisible();
  await page.getByLabel('CEP').fill('01310-100');
  await page.getByLabel('Street address').fill('Avenida Paulista');
  await page.getByLabel('Number').fill('1578');
  await page.getByLabel('City').fill('São Paulo');
  await page.getByLabel('State').fill('SP');
  await page.getByRole('button', { name: 'Next' }).click();

  // Bank.
  await expect(page.getByRole('heading', { name: 'Bank', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Bank', exact: true }).fill('341 - Itaú Unibanco');
  await page.getByLabel('Branch').fill('0001');
  await page.getByLabel('Account number').fill('123456');
  await page.getByLabel('Check digit').fill('7');
  await page.getByLabel('Account type').selectOption('checking');
  await page.getByRole('button', { name: 'Next' }).click();

  // Review shows everything, grouped, with an edit button per step.
  await expect(page.getByRole('heading', { name: 'Review', level: 2 })).toBeVisible();
  for (const value of [
    email,
    '529.982.247-25',
    '+55 11987654321',
    '11.222.333/0001-81',
    'Online courses',
    '01310-100',
    'Avenida Paulista, 1578',
    '123456-7',
    'Checking account',
  ]) {
    await expect(page.getByText(value, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(4);
  await page.getByRole('button', { name: 'Edit Address' }).click();
  await expect(page.getByLabel('Number')).toHaveValue('1578');
  await page.getByLabel('Number').fill('1000');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Review', level: 2 })).toBeVisible();
  await expect(page.getByText('Avenida Paulista, 1000', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();

  // The login card comes back with the email filled in.
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();

  // A new seller has no documents yet: the identity validation comes first.
  await expect(page).toHaveURL(/\/validation$/);
  await expect(page.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Do this later' }).click();
  await expect(page.getByRole('heading', { name: 'Hello, Joana', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an email that is already registered is sent back to the personal step', async ({ page }) => {
  await page.goto('/auth?view=register');
  await page.getByLabel('CPF').fill('529.982.247-25');
  await page.getByLabel('Full name').fill('Ana Again');
  await page.getByLabel("Mother's name").fill('Maria');
  await page.getByLabel('Birth date').fill('1988-01-31');
  await page.getByRole('textbox', { name: 'Email' }).fill('seller@repasse.dev');
  await page.getByLabel('Phone number').fill('1133334444');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('secret12');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('secret12');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Trade name').fill('Loja');
  await page.getByLabel('Business model').selectOption('services');
  await page.getByLabel('Website').fill('loja.com');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('CEP').fill('01310100');
  await page.getByLabel('Street address').fill('Rua A');
  await page.getByLabel('Number').fill('1');
  await page.getByLabel('City').fill('São Paulo');
  await page.getByLabel('State').fill('SP');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Bank', exact: true }).fill('001');
  await page.getByLabel('Branch').fill('1234');
  await page.getByLabel('Account number').fill('99999');
  await page.getByLabel('Check digit').fill('X');
  await page.getByLabel('Account type').selectOption('savings');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Personal', level: 2 })).toBeVisible();
  await expect(page.getByText('This email is already registered.').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});
