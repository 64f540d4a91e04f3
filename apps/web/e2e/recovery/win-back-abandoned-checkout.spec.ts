import type { APIRequestContext, Page } from '@playwright/test';
import type {
  RecoveryRunPage,
  RecoverySequences,
  RecoverySummary,
} from '@repasse/core/contract/recovery-outreach';
import { apiToken, bearer, demo, logIn, openSignedIn, uniqueEmail } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { createProduct } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

type Headers = Record<string, string>;

const buyer = { name: 'Carla Recuperada', phone: '(11) 98765-4321', document: '529.982.247-25' };
const sellerName = 'Loja da Ana';
/** São Paulo's day, as the summary counts it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format();

async function recoveredToday(request: APIRequestContext, headers: Headers) {
  const day = today();
  const summary = (await (
    await request.get(`/web/recovery/summary?from=${day}&to=${day}`, { headers })
  ).json()) as RecoverySummary;
  return summary.recovered;
}

/** The demo seller's recovery balance covers the first email (a live message is paid first). */
async function topUp(request: APIRequestContext, headers: Headers) {
  const balance = async () =>
    (
      (await (await request.get('/web/recovery/balance', { headers })).json()) as {
        balance: number;
      }
    ).balance;
  const before = await balance();
  const created = await request.post('/web/recovery/top-ups', {
    headers: { ...headers, 'idempotency-key': crypto.randomUUID() },
    data: { amount: 2_000 },
  });
  expect(created.status()).toBe(201);
  // The sandbox pays the live Pix after SANDBOX_AUTOPAY_SECONDS (4 in playwright.config.ts).
  await expect.poll(balance, { timeout: 30_000 }).toBe(before + 2_000);
}

/** Opens a tab of /recovery; its lists ask the server again as they mount. */
const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

test('an abandoned checkout is won back by email: lead, message, recovery link, recovered sale', async ({
  page,
  context,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const sellerToken = await apiToken(request, demo.seller.email, demo.seller.password);
  const seller = bearer(sellerToken);
  const settings = await (
    await request.get('/web/admin/platform-settings', { headers: admin })
  ).json();
  const sequences = (await (
    await request.get('/web/recovery/sequences', { headers: seller })
  ).json()) as RecoverySequences;
  const original = sequences.items.find((item) => item.event === 'abandoned_checkout');
  expect(original).toBeDefined();
  const buyerEmail = uniqueEmail('lead');

  try {
    // Sending hours 0–24, so that the first message goes out at whatever hour this runs.
    const opened = await request.put('/web/admin/platform-settings', {
      headers: admin,
      data: { ...settings, recoveryQuietHours: { start: 0, end: 24 } },
    });
    expect(opened.status()).toBe(200);
    await topUp(request, seller);
    const product = await createProduct(request, sellerToken);
    const recoveredBefore = await recoveredToday(request, seller);

    // The seller switches the abandoned-checkout sequence on, its first step an email at once.
    await logIn(page, demo.seller.email, demo.seller.password);
    await page.getByRole('navigation').getByRole('link', { name: 'Recovery' }).click();
    await openTab(page, 'Sequences');
    const sequence = page.getByRole('form', { name: 'Abandoned checkout' });
    await sequence.getByRole('button', { name: 'Edit steps' }).click();
    const step = sequence.getByRole('listitem', { name: 'Step 1' });
    await step.getByRole('combobox', { name: 'Channel' }).selectOption('email');
    await step.getByRole('textbox', { name: 'Send after' }).fill('0');
    await step.getByRole('combobox', { name: 'Unit' }).selectOption('minutes');
    const english = step.getByRole('textbox', { name: 'Message in English' });
    await english.fill('Hi {first_name}, {product} is waiting for you: ');
    await english.press('End');
    await step
      .getByRole('button', { name: 'Insert {link}: the link that reopens the checkout' })
      .click();
    await expect(english).toHaveValue('Hi {first_name}, {product} is waiting for you: {link}');
    await expect(step.getByTestId('template-preview')).toHaveText(
      /^Hi Carla, Photography course is waiting for you: http:\/\/\S+\/checkout\/…$/,
    );
    await sequence.getByRole('switch', { name: 'Send this sequence' }).check();
    await sequence.getByRole('button', { name: 'Save sequence' }).click();
    await expect(page.getByText('Abandoned checkout sequence saved.')).toBeVisible();
    await expect(sequence.getByText('Default')).toHaveCount(0);

    // A buyer types their name and contact at the hosted checkout, and leaves without paying.
    const leaving = await browser.newContext();
    const checkout = await leaving.newPage();
    await checkout.goto(`/checkout/${product.id}`);
    // Sent once typing pauses or a field is left, again as it changes: the last one has the phone.
    const lead = checkout.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        response.url().endsWith(`/web/public/products/${product.id}/leads`) &&
        response.request().postDataJSON().phone === buyer.phone,
    );
    await checkout.getByLabel('Full name').fill(buyer.name);
    await checkout.getByLabel('Email').fill(buyerEmail);
    await checkout.getByLabel('Phone').fill(buyer.phone);
    const recorded = await lead;
    expect(recorded.status()).toBe(200);
    expect(recorded.request().postDataJSON()).toMatchObject({
      name: buyer.name,
      email: buyerEmail,
      phone: buyer.phone,
      locale: 'en',
    });
    await leaving.close();

    // The seller sees the lead among the buyers, then the email it was sent.
    await openTab(page, 'Buyers');
    const run = page.getByTestId('recovery-run-row').filter({ hasText: buyerEmail });
    await expect(async () => {
      await openTab(page, 'Overview');
      await openTab(page, 'Buyers');
      await expect(run).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(run).toContainText('Abandoned checkout');
    await expect(run).toContainText(product.name);
    // The abandonment report lists the same buyer, with the checkout link to send by hand.
    const view = page.getByRole('radiogroup', { name: 'Which buyers' });
    await view.getByText('Abandoned checkouts').click();
    const abandoned = page.getByTestId('recovery-lead-row').filter({ hasText: buyerEmail });
    await expect(abandoned).toContainText('In a sequence');
    await expect(abandoned.getByTestId('copy-checkout-link')).toBeVisible();
    await view.getByText('In a sequence').click();

    await openTab(page, 'Messages');
    const message = page.getByTestId('recovery-message-row').filter({ hasText: buyerEmail });
    await expect(async () => {
      await openTab(page, 'Buyers');
      await openTab(page, 'Messages');
      await expect(message).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(message).toContainText('Email');
    await expect(message).toContainText('Sent');
    await message.getByRole('button', { name: `Show the message to ${buyerEmail}` }).click();
    await expect(page.getByTestId('recovery-message-body')).toContainText(
      `Hi Carla, ${product.name} is waiting for you: http`,
    );

    // The recovery link, copied from the buyer's row, is the run's recoveryUrl.
    await openTab(page, 'Buyers');
    await expect(run.getByTestId('copy-recovery-link')).toBeVisible();
    await run.getByTestId('copy-recovery-link').click();
    const recoveryUrl = await page.evaluate(() => navigator.clipboard.readText());
    const runs = (await (
      await request.get('/web/recovery/runs?event=abandoned_checkout&pageSize=100', {
        headers: seller,
      })
    ).json()) as RecoveryRunPage;
    expect(runs.items.find((item) => item.buyerEmail === buyerEmail)?.recoveryUrl).toBe(
      recoveryUrl,
    );
    expect(recoveryUrl).toMatch(new RegExp(`/checkout/${product.id}\\?r=[\\w-]{16,64}$`));
    const recoveryToken = new URL(recoveryUrl).searchParams.get('r');

    // The admin's log shows the message and whose it is.
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    await openSignedIn(
      adminPage,
      demo.admin.email,
      demo.admin.password,
      '/admin?tab=management&panel=recovery',
    );
    await adminPage.getByRole('tab', { name: 'Messages log' }).click();
    const logged = adminPage.getByTestId('recovery-message-row').filter({ hasText: buyerEmail });
    await expect(logged).toContainText(sellerName);
    await expect(logged.getByRole('link', { name: sellerName })).toHaveAttribute(
      'href',
      /\/admin\?tab=management&panel=users&user=[0-9a-f-]{36}$/,
    );
    await adminContext.close();

    // The buyer comes back through the link: their details are filled in; they pay by Pix.
    const back = await browser.newContext();
    const returning = await back.newPage();
    await returning.goto(recoveryUrl);
    await expect(returning.getByTestId('checkout-welcome-back')).toBeVisible();
    await expect(returning.getByLabel('Full name')).toHaveValue(buyer.name);
    await expect(returning.getByLabel('Email')).toHaveValue(buyerEmail);
    await expect(returning.getByLabel('Phone')).toHaveValue('+5511987654321');
    await returning.getByLabel('CPF or CNPJ').fill(buyer.document);
    const charged = returning.waitForRequest(
      (sent) => sent.method() === 'POST' && sent.url().endsWith(`/checkout/${product.id}/charges`),
    );
    await returning.getByRole('button', { name: 'Pay with Pix' }).click();
    expect((await charged).postDataJSON()).toMatchObject({ method: 'pix', recoveryToken });
    // The demo seller is live: the sandbox pays the Pix by itself (SANDBOX_AUTOPAY_SECONDS).
    await expect(returning.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({
      timeout: 30_000,
    });

    // The message's opt-out link (every email carries one) stops the seller's messages.
    const emails = (await (
      await request.get('/web/admin/emails?pageSize=100', { headers: admin })
    ).json()) as { items: { to: string; template: string; text: string }[] };
    const email = emails.items.find(
      (item) => item.template === 'recovery.message' && item.to === buyerEmail,
    );
    const optOut = /\/opt-out\/([\w-]{16,64})/.exec(email?.text ?? '')?.[1];
    expect(optOut).toBeDefined();
    await returning.goto(`/opt-out/${optOut}`);
    await returning.getByRole('button', { name: `Stop messages from ${sellerName}` }).click();
    await expect(
      returning.getByText(`You will get no more messages from ${sellerName}.`),
    ).toBeVisible();
    await returning.goto('/opt-out/no-such-link-0000000000');
    await expect(returning.getByText('This link is no longer valid.')).toBeVisible();
    await back.close();

    // The seller sees the sale won back: on the buyer's row, in the orders, and in the figures.
    const recoveredLink = run.getByRole('link', { name: /^Open order / });
    await expect(async () => {
      await openTab(page, 'Overview');
      await openTab(page, 'Buyers');
      await expect(recoveredLink).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(run).toContainText('Recovered');
    const orderId = (await recoveredLink.getAttribute('href'))?.split('id=')[1] ?? '';
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);

    await page.getByRole('navigation').getByRole('link', { name: 'Orders' }).click();
    await page.getByRole('combobox', { name: 'Recovery' }).selectOption('true');
    const order = page.getByRole('row').filter({ hasText: buyerEmail });
    await expect(order).toContainText('Recovered');
    await order.getByRole('link', { name: `Open order ${orderId.slice(0, 8)}` }).click();
    const timeline = page.getByRole('region', { name: 'Recovery' });
    await expect(timeline).toContainText('Step 1 · Email');
    await expect(timeline.getByTestId('order-recovery-won')).toHaveText('Won this sale');

    // The dashboard says what recovery won back in its period (the last 7 days).
    await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('region', { name: 'Won back by recovery' })).toContainText(
      /\d+ sales? won back/,
    );

    await page.goto('/recovery');
    await expect(page.getByTestId('recovery-stat-recovered-value')).toHaveText(
      String(recoveredBefore + 1),
    );

    // Every tab passes axe in both themes (dark first, the default).
    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light')
        await page.getByRole('button', { name: 'Switch to light theme' }).click();
      for (const tab of ['Overview', 'Sequences', 'Buyers', 'Messages', 'Top-ups']) {
        await openTab(page, tab);
        if (tab === 'Sequences')
          await page.getByRole('button', { name: 'Edit steps' }).first().click();
        if (tab === 'Messages')
          await page
            .getByRole('button', { name: /^Show the message to / })
            .first()
            .click();
        await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
        expect(await seriousViolations(page), `${tab} (${theme})`).toEqual([]);
      }
    }
  } finally {
    await request.put('/web/admin/platform-settings', { headers: admin, data: settings });
    if (original)
      await request.put('/web/recovery/sequences/abandoned_checkout', {
        headers: seller,
        data: { enabled: false, steps: original.steps },
      });
  }
});
