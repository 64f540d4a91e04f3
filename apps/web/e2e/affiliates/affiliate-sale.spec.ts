import type { Browser, Page } from '@playwright/test';
import type { OrderDetail } from '@repasse/core/contract/charges';
import { apiToken, bearer, demo, logIn, openSignedIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { brl, buyer } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

/** A product of the demo seller's with a name no other spec uses, sold by every method. */
async function createProduct(page: Page, token: string, name: string) {
  const response = await page.request.post('/web/products', {
    headers: bearer(token),
    data: {
      name,
      description: 'Doze aulas gravadas de aquarela.',
      price: 20_000,
      methods: ['pix', 'card', 'boleto'],
      maxInstalments: 12,
      active: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; name: string };
}

/** A signed-in page of its own (a second seller beside the first). */
async function signedIn(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await logIn(page, email, password);
  return page;
}

/** Registers a seller through the wizard a referral link opens; returns the request's body. */
async function registerThroughWizard(page: Page, tradeName: string) {
  const password = 'segredo-forte';
  await page.getByLabel('CPF').fill('529.982.247-25');
  await page.getByLabel('Full name').fill('Carla Indicada Souza');
  await page.getByLabel("Mother's name").fill('Maria Souza');
  await page.getByLabel('Birth date').fill('1990-05-17');
  await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('referred'));
  await page.getByLabel('Phone number').fill('11987654321');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('CNPJ').fill('11.222.333/0001-81');
  await page.getByLabel('Corporate name').fill('Carla Cursos LTDA');
  await page.getByLabel('Trade name').fill(tradeName);
  await page.getByLabel('Business model').selectOption('online_courses');
  await page.getByLabel('Website').fill('carlacursos.com.br');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('CEP').fill('01310-100');
  await page.getByLabel('Street address').fill('Avenida Paulista');
  await page.getByLabel('Number').fill('1578');
  await page.getByLabel('City').fill('São Paulo');
  await page.getByLabel('State').fill('SP');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Bank', exact: true }).fill('341 - Itaú Unibanco');
  await page.getByLabel('Branch').fill('0001');
  await page.getByLabel('Account number').fill('123456');
  await page.getByLabel('Check digit').fill('7');
  await page.getByLabel('Account type').selectOption('checking');
  await page.getByRole('button', { name: 'Next' }).click();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/web/public/auth/register'),
  );
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Account created' })).toBeVisible();
  return (await sent).postDataJSON() as { referralCode?: string };
}

test('a seller opens a product to affiliates, another sells it through their link, both see the split, and a referral registers', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const suffix = Math.random().toString(36).slice(2, 8);
  const sellerToken = await apiToken(page.request, demo.seller.email, demo.seller.password);
  const product = await createProduct(page, sellerToken, `Curso de Aquarela ${suffix}`);
  const affiliateName = demo.affiliate.tradeName;

  // The producer opens the product to affiliates, with approval, from Integrations → Products.
  await openSignedIn(page, demo.seller.email, demo.seller.password, '/integrations?tab=products');
  await page.getByRole('button', { name: `Affiliates of ${product.name}`, exact: true }).click();
  const program = page.getByRole('form', { name: 'Affiliate programme' });
  await expect(
    program.getByText('The invite link appears once you save the programme.'),
  ).toBeVisible();
  await program.getByRole('switch', { name: 'Open this product to affiliates' }).check();
  await program.getByRole('textbox', { name: 'Percentage of your net' }).fill('95');
  await program.getByRole('button', { name: 'Save programme' }).click();
  await expect(program.getByText('The percentage is too high.')).toBeVisible();
  await program.getByRole('textbox', { name: 'Percentage of your net' }).fill('20');
  await program.getByRole('combobox', { name: 'Cookie window' }).selectOption('90');
  await program.getByRole('radio', { name: 'Approval required' }).check();
  await program.getByRole('button', { name: 'Save programme' }).click();
  await expect(page.getByText(`Affiliate programme of ${product.name} saved.`)).toBeVisible();
  await expect(program).toBeHidden();

  // Another seller finds it in the marketplace and asks to promote it.
  const affiliate = await signedIn(browser, demo.affiliate.email, demo.affiliate.password);
  await affiliate.getByRole('navigation').getByRole('link', { name: 'Affiliates' }).click();
  await affiliate.getByRole('searchbox', { name: 'Search' }).fill(`Aquarela ${suffix}`);
  const offer = affiliate.getByRole('listitem', { name: product.name });
  await expect(offer).toContainText('by Loja da Ana');
  await expect(offer).toContainText('90-day cookie');
  await expect(offer).toContainText('Approval required');
  await expect(affiliate.getByTestId('marketplace-item')).toHaveCount(1);
  await offer.getByRole('button', { name: `Request affiliation to ${product.name}` }).click();
  await expect(
    affiliate.getByText(`Request sent. The seller of ${product.name} will approve or refuse it.`),
  ).toBeVisible();
  await expect(offer).toContainText('Awaiting approval');

  // The producer approves, then blocks (a reason is required) and unblocks them.
  await page.getByRole('navigation').getByRole('link', { name: 'Affiliates' }).click();
  await page.getByRole('tab', { name: 'My affiliates' }).click();
  const row = page.getByTestId('producer-affiliate-row').filter({ hasText: product.name });
  await expect(row).toContainText(affiliateName);
  await expect(row).toContainText('Awaiting approval');
  await row.getByRole('button', { name: `Approve ${affiliateName}` }).click();
  await expect(page.getByText(`${affiliateName} is now your affiliate.`)).toBeVisible();
  await expect(row).toContainText('Approved');
  await row.getByRole('button', { name: `Block ${affiliateName}` }).click();
  const blocking = page.getByRole('dialog', { name: 'Block the affiliate' });
  await blocking.getByRole('button', { name: 'Block' }).click();
  await expect(blocking.getByText('This field is required.')).toBeVisible();
  await blocking.getByRole('textbox', { name: 'Reason' }).fill('Anúncios enganosos.');
  await blocking.getByRole('button', { name: 'Block' }).click();
  await expect(blocking).toBeHidden();
  await expect(row).toContainText('Blocked');
  await expect(row).toContainText('Reason: Anúncios enganosos.');
  await row.getByRole('button', { name: `Unblock ${affiliateName}` }).click();
  await expect(page.getByText(`${affiliateName} was unblocked.`)).toBeVisible();
  await expect(row).toContainText('Approved');

  // The affiliate copies their link from My links.
  await affiliate.getByRole('tab', { name: 'My links' }).click();
  const link = affiliate.getByRole('listitem', { name: product.name });
  await expect(link).toContainText('Approved');
  await expect(link).toContainText('Commission 20% · 90-day cookie');
  await link.getByRole('button', { name: `Copy link to ${product.name}` }).click();
  const shortLink = await affiliate.evaluate(() => navigator.clipboard.readText());
  expect(shortLink).toMatch(/\/go\/[A-Za-z0-9]{6,20}$/);
  const code = shortLink.split('/go/')[1];

  // A buyer follows it: the click is recorded and the checkout carries the code and the click,
  // still after a later visit to the plain checkout on the same device.
  const buyerContext = await browser.newContext();
  const checkout = await buyerContext.newPage();
  await checkout.goto(new URL(shortLink).pathname);
  await expect(checkout).toHaveURL(
    new RegExp(`/checkout/${product.id}\\?aff=${code}&click=[0-9a-f-]{36}$`),
  );
  const clickId = new URL(checkout.url()).searchParams.get('click');
  await expect(checkout.getByRole('heading', { name: product.name })).toBeVisible();
  await checkout.goto(`/checkout/${product.id}`);
  // The lead (the buyer's name and contact, for recovery) carries the affiliate too.
  const lead = checkout.waitForRequest(
    (request) =>
      request.method() === 'POST' && request.url().endsWith(`/products/${product.id}/leads`),
  );
  await checkout.getByLabel('Full name').fill(buyer.name);
  await checkout.getByLabel('Email').fill(uniqueEmail('affiliate-buyer'));
  await checkout.getByLabel('CPF or CNPJ').fill(buyer.document);
  expect((await lead).postDataJSON()).toMatchObject({ affiliate: { code, clickId } });
  const charged = checkout.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith(`/checkout/${product.id}/charges`),
  );
  await checkout.getByRole('button', { name: 'Pay with Pix' }).click();
  const charge = await charged;
  expect(charge.status()).toBe(201);
  expect(charge.request().postDataJSON()).toMatchObject({ affiliate: { code, clickId } });
  const orderId = ((await charge.json()) as { id: string }).id;
  // The demo seller is live: the sandbox pays the Pix by itself (SANDBOX_AUTOPAY_SECONDS).
  await expect(checkout.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({
    timeout: 30_000,
  });
  await buyerContext.close();

  // The producer sees the affiliate and the commission in the order's breakdown.
  const detail = (await (
    await page.request.get(`/web/orders/${orderId}`, { headers: bearer(sellerToken) })
  ).json()) as OrderDetail;
  const commission = detail.charge.fees.affiliateCommission;
  expect(commission).toBeGreaterThan(0);
  expect(detail.affiliate?.name).toBe(affiliateName);
  await page.goto(`/order?id=${orderId}`);
  const fees = page.getByRole('region', { name: 'Fee breakdown' });
  await expect(fees).toContainText(`Affiliate commission · ${affiliateName}`);
  await expect(fees.getByTestId('order-affiliate-commission')).toHaveText(`− ${brl(commission)}`);
  await expect(fees.getByTestId('order-kept')).toHaveText(brl(detail.charge.fees.net - commission));

  // The affiliate sees the sale and its commission: pending until the seller's funds are
  // released, which for a Pix is the same day (the release job may have run already).
  await affiliate.reload();
  await expect(link.getByTestId('affiliate-link-sales')).toHaveText('1');
  await expect(link).toContainText(brl(commission));
  const sale = affiliate.getByTestId('commission-row').filter({ hasText: product.name });
  await expect(sale).toContainText(brl(commission));
  await expect(sale).toContainText(/Pending|Available/);

  // A seller registers through the producer's referral link and shows among the referred.
  await page.goto('/refer');
  const referralLink = (await page.getByTestId('referral-link').textContent()) ?? '';
  expect(referralLink).toMatch(/\/join\/[A-Za-z0-9]{6,20}$/);
  await expect(page.getByRole('link', { name: 'Share your link on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(referralLink)}$`),
  );
  await expect(page.getByRole('link', { name: 'Share your link by email' })).toHaveAttribute(
    'href',
    /^mailto:\?subject=.+&body=.+/,
  );
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto(new URL(referralLink).pathname);
  await expect(newcomer).toHaveURL(/\/auth\?mode=register&ref=[A-Za-z0-9]+$/);
  const referredName = `Loja Indicada ${suffix}`;
  const registration = await registerThroughWizard(newcomer, referredName);
  expect(registration.referralCode).toBe(referralLink.split('/join/')[1]);
  await newcomerContext.close();
  await page.reload();
  const referred = page.getByTestId('referred-row').filter({ hasText: referredName });
  await expect(referred).toContainText('Registered');

  // /refer and every tab of /affiliates pass axe in both themes, dark first (the default).
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light')
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await page.goto('/refer');
    await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
    expect(await seriousViolations(page), `/refer (${theme})`).toEqual([]);
    await page.goto('/affiliates');
    for (const tab of ['Marketplace', 'My links', 'My affiliates']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
      expect(await seriousViolations(page), `${tab} (${theme})`).toEqual([]);
    }
  }
  await affiliate.context().close();
});
