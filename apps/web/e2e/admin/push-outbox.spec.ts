import { apiToken, bearer, demo, openSignedIn, registerSeller } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { makePdf, uploadDocument } from '../support/documents.ts';
import { expect, test } from '../support/test.ts';

type OutboxPush = { userId: string; title: string; body: string; status: string };

test('a push to a registered phone shows in the admin push outbox', async ({ page, request }) => {
  const seller = await registerSeller(request, 'Paula Push Moreira');
  const sellerToken = await apiToken(request, seller.email, seller.password);
  // The token's last four characters tell this push apart from every other run's.
  const last4 = Math.random().toString(36).slice(2, 6).padEnd(4, '0');
  const registered = await request.post('/web/register-device', {
    headers: bearer(sellerToken),
    data: {
      push_token: `e2e-push-token-${last4}`,
      platform: 'android',
      device_id: `e2e-device-${last4}`,
      app_version: '1.0.0',
    },
  });
  expect(await registered.json()).toEqual({ registered: true });

  // A refused document asks the seller to act: a `document_reviewed` push, sent by a queue job.
  const selfie = await uploadDocument(request, sellerToken, 'selfie', makePdf());
  const adminToken = await apiToken(request, demo.admin.email, demo.admin.password);
  const refused = await request.post(`/web/admin/documents/${selfie.id}/refuse`, {
    headers: bearer(adminToken),
    data: { reason: 'The photo is blurred.' },
  });
  expect(refused.status()).toBe(200);
  await expect
    .poll(async () => {
      const outbox = await request.get('/web/admin/push-outbox?pageSize=100', {
        headers: bearer(adminToken),
      });
      const { items } = (await outbox.json()) as { items: OutboxPush[] };
      return items.find((push) => push.userId === seller.id)?.status;
    })
    .toBe('sent');

  await openSignedIn(
    page,
    demo.admin.email,
    demo.admin.password,
    '/admin?tab=management&panel=pushOutbox',
  );
  const table = page.getByRole('table', { name: 'Pushes' });
  const row = table.getByRole('row').filter({ hasText: `Android ···${last4}` });
  await expect(row).toContainText('Document reviewed');
  await expect(row).toContainText('Sent');
  expect(await seriousViolations(page)).toEqual([]);

  await row
    .getByRole('button', { name: `Open "Documents refused" sent to Android ···${last4}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Documents refused' });
  await expect(dialog.getByText('See why and send them again.')).toBeVisible();
  await expect(dialog.getByText('/validation')).toBeVisible();
  await expect(dialog.getByText(seller.id)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
