import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bearer } from './accounts.ts';

export type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** A real PNG or JPEG drawn by the browser: a card with a label, so previews show something. */
export async function drawImage(
  page: Page,
  mimeType: 'image/png' | 'image/jpeg',
  label: string,
): Promise<FilePayload> {
  const base64 = await page.evaluate(
    async ({ type, text }) => {
      const canvas = new OffscreenCanvas(320, 200);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.fillStyle = '#dfe9f3';
      context.fillRect(0, 0, 320, 200);
      context.fillStyle = '#0d7c66';
      context.fillRect(16, 16, 96, 120);
      context.fillStyle = '#1b1f24';
      context.font = 'bold 22px sans-serif';
      context.fillText(text, 128, 60);
      context.font = '16px sans-serif';
      context.fillText('REPASSE TEST', 128, 96);
      const blob = await canvas.convertToBlob({ type, quality: 0.9 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { type: mimeType, text: label },
  );
  const extension = mimeType === 'image/png' ? 'png' : 'jpg';
  return {
    name: `${label.toLowerCase().replace(/\W+/g, '-')}.${extension}`,
    mimeType,
    buffer: Buffer.from(base64, 'base64'),
  };
}

/** A one-page PDF; `padding` bytes of comment make it big enough to watch the upload progress. */
export function makePdf(name = 'selfie.pdf', padding = 0): FilePayload {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 44 >>\nstream\nBT /F1 18 Tf 40 100 Td (Repasse test) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = `%PDF-1.4\n${padding ? `%${'0'.repeat(padding)}\n` : ''}`;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** Uploads a KYC document through the API, as the seller. */
export async function uploadDocument(
  request: APIRequestContext,
  token: string,
  type: string,
  file: FilePayload,
) {
  const response = await request.put(`/web/kyc/documents/${type}`, {
    headers: bearer(token),
    multipart: { file },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: string; status: string };
}

/** Opens the file chooser of a document card and picks `file`, like a user would. */
export async function chooseDocumentFile(page: Page, buttonName: string, file: FilePayload) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: buttonName }).click();
  await (await chooser).setFiles(file);
}
