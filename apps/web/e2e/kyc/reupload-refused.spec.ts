import { apiToken, bearer, demo, logIn, registerSeller } from '../support/accounts.ts';
import { chooseDocumentFile, drawImage, makePdf, uploadDocument } from '../support/documents.ts';
import { expect, test } from '../support/test.ts';

test('a seller reads why a document was refused and sends it again', async ({ page, request }) => {
  const seller = await registerSeller(request, 'Carla Reenvio Dias');
  const sellerToken = await apiToken(request, seller.email, seller.password);
  await page.goto('/auth');
  const documents = {
    rg_front: await uploadDocument(
      request,
      sellerToken,
      'rg_front',
      await drawImage(page, 'image/png', 'FRONT'),
    ),
    rg_back: await uploadDocument(
      request,
      sellerToken,
      'rg_back',
      await drawImage(page, 'image/jpeg', 'BACK'),
    ),
    selfie: await uploadDocument(request, sellerToken, 'selfie', makePdf()),
  };
  const adminToken = await apiToken(request, demo.admin.email, demo.admin.password);
  for (const id of [documents.rg_front.id, documents.rg_back.id]) {
    const approved = await request.post(`/web/admin/documents/${id}/approve`, {
      headers: bearer(adminToken),
    });
    expect(approved.status()).toBe(200);
  }
  const refused = await request.post(`/web/admin/documents/${documents.selfie.id}/refuse`, {
    headers: bearer(adminToken),
    data: { reason: 'Your face is not visible in the photo.' },
  });
  expect(refused.status()).toBe(200);

  await logIn(page, seller.email, seller.password, /\/validation$/);
  await expect(page.getByRole('heading', { name: 'Some documents were refused' })).toBeVisible();
  await expect(page.getByText('2 of 3 documents sent')).toBeVisible();
  const selfie = page.getByRole('region', { name: 'Selfie with ID' });
  await expect(selfie.getByText('Refused', { exact: true })).toBeVisible();
  await expect(selfie.getByText('Your face is not visible in the photo.')).toBeVisible();
  const front = page.getByRole('region', { name: 'Front of ID' });
  await expect(front.getByText('Approved', { exact: true })).toBeVisible();
  await expect(front.getByRole('button', { name: /file for Front of ID/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Continue to dashboard' })).toHaveCount(0);

  await chooseDocumentFile(
    page,
    'Replace file for Selfie with ID',
    await drawImage(page, 'image/jpeg', 'SELFIE'),
  );
  await expect(selfie.getByText('Under review')).toBeVisible();
  await expect(selfie.getByText('Your face is not visible in the photo.')).toHaveCount(0);
  await expect(selfie.getByRole('img', { name: 'Preview of Selfie with ID' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All documents sent' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to dashboard' })).toBeVisible();

  const mine = await request.get('/web/kyc/documents', { headers: bearer(sellerToken) });
  const body = (await mine.json()) as { documents: { type: string; status: string }[] };
  expect(body.documents.map((document) => [document.type, document.status])).toEqual([
    ['rg_front', 'approved'],
    ['rg_back', 'approved'],
    ['selfie', 'pending'],
  ]);
});
