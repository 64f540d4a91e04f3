import { createHmac } from 'node:crypto';
import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';
import { type AcquirerRow, acquirerApi } from '../support/acquirers.ts';
import { seriousViolations } from '../support/axe.ts';
import { brl, payByCard, sellerWithProduct } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

/** The `x-repasse-signature` a sandbox acquirer puts on its notices (providers/payouts/signature.ts). */
function signNotice(secret: string, body: string) {
  const timestamp = Math.floor(Date.now() / 1000);
  const hmac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${hmac}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a refund notice over what the buyer paid is held; the admin reviews and resolves it', async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const acquirers = acquirerApi(request, headers);
  // The built-in sandbox's secret is generated and write-only; an acquirer the admin sets up with
  // a known secret lets the test send the notice exactly as an acquirer would.
  const secret = `whsec_e2e_${Date.now()}`;
  const { seller, product } = await sellerWithProduct(request);
  let acquirer: AcquirerRow | undefined;
  try {
    acquirer = await acquirers.create(`E2E Notices ${Date.now().toString(36)}`, ['card'], secret);
    const routed = await request.put(`/web/admin/users/${seller.id}/acquirers`, {
      headers,
      data: { pix: null, card: acquirer.id, boleto: null },
    });
    expect(routed.ok()).toBe(true);
    const charge = await payByCard(request, product.id);
    expect(charge.status).toBe('paid');

    // The acquirer says it refunded more than the buyer paid: not applied, held for review. The
    // notice names the charge by our reference (its own id for the charge is not exposed).
    const reported = charge.buyerTotal + 5_000;
    const body = JSON.stringify({
      id: `evt_e2e_${Date.now()}`,
      type: 'refunded',
      reference: charge.id,
      acquirerReference: 'sbx_e2e_notice',
      amount: reported,
    });
    const notice = await request.post(`/hooks/acquirers/${acquirer.id}`, {
      headers: {
        'content-type': 'application/json',
        'x-repasse-signature': signNotice(secret, body),
      },
      data: body,
    });
    expect(notice.status()).toBe(200);
    const order = charge.id.slice(0, 8).toUpperCase();

    await logIn(page, demo.admin.email, demo.admin.password);
    await page.getByRole('link', { name: 'Administration' }).click();
    await page.getByRole('tab', { name: 'Management' }).click();
    await page.getByRole('button', { name: 'Reconciliation' }).click();
    await expect(page.getByRole('heading', { name: 'Reconciliation', level: 2 })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Open/ })).toBeChecked();
    const table = page.getByRole('table', { name: 'Held acquirer notices' });
    const row = table.getByRole('row').filter({ hasText: seller.email });
    await expect(row).toContainText('Refund larger than what is left');
    await expect(row).toContainText('Refund notice');
    await expect(row).toContainText(acquirer.name);
    await expect(row.getByRole('cell').nth(3)).toHaveText(
      new RegExp(
        `^Reported\\s*${escaped(brl(reported))}\\s*Expected\\s*${escaped(brl(charge.buyerTotal))}$`,
      ),
    );
    await expect(row.getByRole('link', { name: `Order ${order}` })).toHaveAttribute(
      'href',
      `/admin-order?id=${charge.id}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // From the keyboard: the note is required, then the notice leaves the open list.
    await row
      .getByRole('button', { name: `Resolve the held notice on order ${order} of ${seller.email}` })
      .focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Resolve held notice' });
    await expect(dialog).toContainText(brl(reported));
    const note = dialog.getByRole('textbox', { name: 'Resolution note' });
    await expect(note).toBeFocused();
    await dialog.getByRole('button', { name: 'Mark resolved' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const text = 'Duplicate notice: the acquirer confirmed no money moved.';
    await note.fill(text);
    await note.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Mark resolved' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Notice marked resolved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    await page
      .getByRole('radiogroup', { name: 'Notice status' })
      .getByText('Resolved', { exact: true })
      .click();
    await expect(row).toContainText(text);
    await expect(row).toContainText(`Resolved by ${demo.admin.email}`);
    await expect(row.getByRole('button', { name: /^Resolve/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // Resolving twice is refused.
    const resolved = (await (
      await request.get('/web/admin/discrepancies?status=resolved&pageSize=all', { headers })
    ).json()) as { items: { id: string; transactionId: string | null }[] };
    const held = resolved.items.find((item) => item.transactionId === charge.id);
    expect(held).toBeDefined();
    const again = await request.post(`/web/admin/discrepancies/${held?.id}/resolve`, {
      headers,
      data: { note: 'Again.' },
    });
    expect(again.status()).toBe(409);

    // On a phone, in the light theme, the same list is cards.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    const cards = page.getByRole('list', { name: 'Held acquirer notices' });
    await expect(cards.getByRole('listitem').filter({ hasText: seller.email })).toContainText(text);
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    if (acquirer) await acquirers.deactivate(acquirer);
  }
});
