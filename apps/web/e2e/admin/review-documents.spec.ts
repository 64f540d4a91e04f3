import { apiToken, bearer, demo, logIn, registerSeller } from '../support/accounts.ts';
import { drawImage, makePdf, uploadDocument } from '../support/documents.ts';
import { expect, test } from '../support/test.ts';

test('the admin approves two documents and refuses one with a reason', async ({
  page,
  request,
}) => {
  const seller = await registerSeller(request, 'Daniela Revisão Costa');
  const sellerToken = await apiToken(request, seller.email, seller.password);
  await page.goto('/auth');
  await uploadDocument(
    request,
    sellerToken,
    'rg_front',
    await drawImage(page, 'image/png', 'FRONT'),
  );
  await uploadDocument(
    request,
    sellerToken,
    'rg_back',
    await drawImage(page, 'image/jpeg', 'BACK'),
  );
  await uploadDocument(request, sellerToken, 'selfie', makePdf());

  // The PDF preview must not trip the Content-Security-Policy.
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await logIn(page, demo.admin.email, demo.admin.password);
  await page.getByRole('link', { name: 'Administration' }).click();
  await page.getByRole('tab', { name: 'Management' }).click();
  await page.getByRole('button', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Documents', level: 2 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Under review' })).toBeChecked();

  const review = (document: string) =>
    page.getByRole('button', { name: `Review ${document} of ${seller.email}` });

  // Front: the image is shown, then approved.
  await review('Front of ID').click();
  const dialog = page.getByRole('dialog', { name: `Front of ID — ${seller.fullName}` });
  await expect(dialog.getByRole('img', { name: 'Preview of Front of ID' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Front of ID approved.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(review('Front of ID')).toHaveCount(0);

  await review('Back of ID').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Back of ID approved.')).toBeVisible();

  // Selfie (a PDF): refusing needs a reason.
  await review('Selfie with ID').click();
  const selfieDialog = page.getByRole('dialog', { name: `Selfie with ID — ${seller.fullName}` });
  await expect(selfieDialog.getByRole('link', { name: 'Open file' })).toBeVisible();
  const pdfFrame = selfieDialog.locator('iframe[title="Preview of Selfie with ID"]');
  await expect(pdfFrame).toBeVisible();
  await expect(pdfFrame).toHaveAttribute('src', /^blob:/);
  await expect
    .poll(() => page.frames().some((frame) => frame.url().startsWith('blob:')))
    .toBe(true);
  expect(violations).toEqual([]);
  await selfieDialog.getByRole('button', { name: 'Refuse…' }).click();
  await selfieDialog.getByRole('button', { name: 'Refuse document' }).click();
  await expect(selfieDialog.getByText('This field is required.')).toBeVisible();
  await selfieDialog
    .getByRole('textbox', { name: 'Reason for refusing' })
    .fill('The selfie must be a photo, not a PDF.');
  await selfieDialog.getByRole('button', { name: 'Refuse document' }).click();
  await expect(
    page.getByText('Selfie with ID refused. The seller will see the reason.'),
  ).toBeVisible();
  await expect(review('Selfie with ID')).toHaveCount(0);

  // The refused filter lists it with its reason.
  await page
    .getByRole('radiogroup', { name: 'Document status' })
    .getByText('Refused', { exact: true })
    .click();
  await page.getByRole('button', { name: `View Selfie with ID of ${seller.email}` }).click();
  await expect(
    page.getByRole('dialog').getByText('The selfie must be a photo, not a PDF.'),
  ).toBeVisible();
  await expect(
    page.getByRole('dialog').getByText('Only pending documents can be approved or refused.'),
  ).toBeVisible();

  const mine = await request.get('/web/kyc/documents', { headers: bearer(sellerToken) });
  const body = (await mine.json()) as {
    documents: { type: string; status: string; refusalReason: string | null }[];
  };
  expect(body.documents.map((document) => [document.type, document.status])).toEqual([
    ['rg_front', 'approved'],
    ['rg_back', 'approved'],
    ['selfie', 'refused'],
  ]);
});
