import { logIn, registerSeller } from '../support/accounts.ts';
import { chooseDocumentFile, drawImage, makePdf } from '../support/documents.ts';
import { expect, test } from '../support/test.ts';

test('a new seller lands on /validation and uploads the three documents', async ({
  page,
  request,
}) => {
  const seller = await registerSeller(request);
  await logIn(page, seller.email, seller.password, /\/validation$/);
  await expect(page.getByRole('heading', { name: 'Verify your identity', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Send your documents' })).toBeVisible();
  await expect(page.getByText('0 of 3 documents sent')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue to dashboard' })).toHaveCount(0);

  const front = page.getByRole('region', { name: 'Front of ID' });
  const back = page.getByRole('region', { name: 'Back of ID' });
  const selfie = page.getByRole('region', { name: 'Selfie with ID' });
  await expect(front.getByText('Not sent')).toBeVisible();

  // The browser checks the content before sending, with the server's messages.
  await chooseDocumentFile(page, 'Choose file for Front of ID', {
    name: 'front.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is not an image'),
  });
  await expect(front.getByRole('alert')).toHaveText('Send a JPEG, PNG or PDF file.');

  // PNG: sent, pending, previewed through the authorised download.
  await chooseDocumentFile(
    page,
    'Choose file for Front of ID',
    await drawImage(page, 'image/png', 'FRONT'),
  );
  await expect(front.getByText('Under review')).toBeVisible();
  await expect(front.getByRole('img', { name: 'Preview of Front of ID' })).toBeVisible();
  await expect(front.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Front of ID sent. It is now under review.')).toBeVisible();
  const preview = await front
    .getByRole('img', { name: 'Preview of Front of ID' })
    .getAttribute('src');
  expect(preview).toMatch(/^blob:/);

  // JPEG.
  await chooseDocumentFile(
    page,
    'Choose file for Back of ID',
    await drawImage(page, 'image/jpeg', 'BACK'),
  );
  await expect(back.getByText('Under review')).toBeVisible();
  await expect(back.getByRole('img', { name: 'Preview of Back of ID' })).toBeVisible();

  // PDF, on a slow connection: the progress bar follows the upload.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await chooseDocumentFile(
    page,
    'Choose file for Selfie with ID',
    makePdf('selfie.pdf', 1_200_000),
  );
  const progress = selfie.getByRole('progressbar', { name: 'Uploading Selfie with ID' });
  await expect(progress).toBeAttached();
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(selfie.getByText(/Uploading… \d+%|Checking the file…/)).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(selfie.getByText('Under review')).toBeVisible({ timeout: 20_000 });
  await expect(progress).toHaveCount(0);
  await expect(selfie.getByText('PDF document')).toBeVisible();

  await expect(page.getByText('3 of 3 documents sent')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'All documents sent' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
