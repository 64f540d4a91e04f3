import type { Browser } from '@playwright/test';
import { tinyPng } from '../integrations/fixtures.ts';
import { demo, logIn } from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

/** A page of its own (own storage) signed in as `who`, in the given theme. */
async function signedIn(browser: Browser, who: { email: string; password: string }) {
  const context = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await logIn(page, who.email, who.password);
  return page;
}

test('an admin creates an award, the seller reaches and claims it, the admin ships it', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Placa E2E ${Date.now().toString(36)}`;
  const admin = await signedIn(browser, demo.admin);
  const seller = await signedIn(browser, demo.seller);

  // The seller sees every milestone and how far the next one is.
  await seller.goto('/awards');
  await expect(seller.getByRole('heading', { name: 'Awards', level: 1 })).toBeVisible();
  await expect(seller.getByTestId('awards-total')).toContainText('R$');
  await expect(seller.getByRole('progressbar').first()).toBeVisible();
  await expect(seller.getByRole('heading', { name: 'R$ 10 mil', exact: true })).toBeVisible();

  // Admin → Management → Awards: a new physical tier at R$ 1.00, with its image.
  await admin.goto('/admin?tab=management&panel=awards');
  await expect(admin.getByRole('table', { name: 'Award tiers' })).toBeVisible();
  await admin.getByRole('button', { name: 'New tier' }).click();
  const form = admin.getByRole('dialog', { name: 'New award tier' });
  await form.getByRole('button', { name: 'Save tier' }).click();
  await expect(form.getByText('This field is required.').first()).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Threshold' }).fill('1.00');
  await form.getByRole('textbox', { name: 'Description' }).fill('Uma placa para o primeiro real.');
  const choosing = admin.waitForEvent('filechooser');
  await form.getByRole('button', { name: 'Choose image' }).click();
  await (await choosing).setFiles({ name: 'placa.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(form.getByRole('img', { name: 'Preview of the tier image' })).toBeVisible();
  await form.getByRole('button', { name: 'Save tier' }).click();
  await expect(form).toBeHidden();
  const tierRow = admin.getByRole('table', { name: 'Award tiers' }).locator('tbody tr', {
    hasText: name,
  });
  await expect(tierRow).toContainText('R$1.00');
  await expect(tierRow).toContainText('Physical award');
  await expect(tierRow.locator('img')).toHaveAttribute('src', /\/web\/public\/award-tiers\//);

  // The seller's sales pass it at once: reached today, to be claimed.
  await seller.reload();
  const card = seller.getByRole('article', { name });
  await expect(card.getByTestId('award-reached')).toContainText('Reached on');
  await expect(card.locator('img')).toHaveAttribute('src', /\/web\/public\/award-tiers\//);
  await card.getByRole('button', { name: `Claim your award: ${name}` }).click();
  const claim = seller.getByRole('dialog', { name: `Claim ${name}` });
  // Prefilled from the account; a minor recipient is refused before anything is sent.
  await expect(claim.getByRole('textbox', { name: 'Street' })).not.toHaveValue('');
  await claim.getByRole('textbox', { name: "Recipient's full name" }).fill('Ana Recebedora');
  await claim.getByRole('textbox', { name: "Recipient's CPF" }).fill('529.982.247-25');
  await claim.getByLabel("Recipient's birth date").fill('2015-06-01');
  await claim.getByRole('button', { name: 'Send claim' }).click();
  await expect(
    claim.getByText('The recipient must be 18 or older to receive an award.'),
  ).toBeVisible();
  await expect(claim.getByText('This field is required.')).toBeVisible();
  await claim.getByLabel("Recipient's birth date").fill('1990-05-17');
  await claim.getByRole('checkbox', { name: /I confirm the recipient/ }).check();
  await claim.getByRole('button', { name: 'Send claim' }).click();
  await expect(claim).toBeHidden();
  await expect(card.getByTestId('award-claim-status')).toHaveText('Requested');
  await expect(card.getByRole('button', { name: `Claim your award: ${name}` })).toHaveCount(0);

  // The admin approves it, then ships it with a tracking code.
  await admin.goto('/admin?tab=management&panel=awards&section=claims&status=requested');
  const claims = admin.getByRole('table', { name: 'Award claims' });
  await claims.getByRole('button', { name: new RegExp(`Open the claim of ${name}`) }).click();
  const drawer = admin.getByRole('dialog', { name: 'Award claim' });
  await expect(drawer.getByText('Ana Recebedora')).toBeVisible();
  await expect(drawer.getByText('36 years old', { exact: false })).toBeVisible();
  await drawer.getByRole('button', { name: 'Approve' }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve this claim' });
  await approve.getByRole('button', { name: 'Approve claim' }).click();
  await expect(approve).toBeHidden();
  await expect(drawer.getByTestId('admin-award-claim-status')).toHaveText('Approved');
  await drawer.getByRole('button', { name: 'Mark as shipped' }).click();
  const ship = admin.getByRole('dialog', { name: 'Ship the award' });
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship.getByText('This field is required.').first()).toBeVisible();
  await ship.getByRole('textbox', { name: 'Carrier' }).fill('Correios');
  await ship.getByRole('textbox', { name: 'Tracking code' }).fill('BR123456789BR');
  await ship.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(ship).toBeHidden();
  await expect(drawer.getByTestId('admin-award-claim-status')).toHaveText('Shipped');
  await expect(drawer.getByTestId('award-timeline-event')).toHaveCount(3);

  // The seller reads where it is, with the tracking code and the timeline.
  await seller.reload();
  await expect(card.getByTestId('award-claim-status')).toHaveText('Shipped');
  await expect(card.getByTestId('award-tracking-code')).toHaveText('BR123456789BR');
  await card.getByRole('button', { name: `Show timeline: ${name}` }).click();
  await expect(card.getByTestId('award-timeline-event')).toHaveCount(3);

  // Accessibility of both screens, in both themes, on a 360 px phone and on a desktop.
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    const where = `${viewport.width}px`;
    for (const page of [seller, admin]) await page.setViewportSize(viewport);
    await seller.goto('/awards');
    await expect(seller.getByRole('article', { name })).toBeVisible();
    expect(await axeInBothThemes(seller), `/awards ${where}`).toEqual([]);

    await admin.goto('/admin?tab=management&panel=awards');
    await expect(admin.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    expect(await axeInBothThemes(admin), `tiers ${where}`).toEqual([]);
    await admin.goto('/admin?tab=management&panel=awards&section=claims');
    // A table row on a desktop, a card (named by its content) on a phone.
    await admin
      .getByRole('button', { name: new RegExp(name) })
      .first()
      .click();
    await expect(admin.getByRole('dialog', { name: 'Award claim' })).toBeVisible();
    expect(await axeInBothThemes(admin), `claims ${where}`).toEqual([]);
  }
  await admin.context().close();
  await seller.context().close();
});
