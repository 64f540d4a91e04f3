import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import { multipartFile, samples } from '../../test/multipart.ts';
import { namingTheSeller } from '../../test/statements.ts';

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserAndLogin(t, 'admin');
});
afterAll(() => t.close());

const upload = (token: string, type: string, data: Buffer, name: string, declared: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/web/kyc/documents/${type}`,
    ...withAuth(multipartFile(data, name, declared), token),
  });
const withAuth = (body: { payload: Buffer; headers: Record<string, string> }, token: string) => ({
  payload: body.payload,
  headers: { ...body.headers, ...bearer(token) },
});
const myDocuments = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/web/kyc/documents', headers: bearer(token) })).json();

describe('KYC upload', () => {
  it('lists the required documents as unknown before any upload', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const body = await myDocuments(seller.token);
    expect(body.documentStatus).toBe('not_validate');
    expect(body.required).toEqual(['rg_front', 'rg_back', 'selfie']);
    expect(body.documents.map((d: { status: string }) => d.status)).toEqual([
      'unknown',
      'unknown',
      'unknown',
    ]);
  });

  it('accepts JPEG, PNG and PDF by their content, whatever the name says', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const png = await upload(seller.token, 'rg_front', samples.png, 'front.pdf', 'application/pdf');
    expect(png.statusCode).toBe(200);
    expect(png.json()).toMatchObject({
      type: 'rg_front',
      status: 'pending',
      contentType: 'image/png',
      sizeBytes: samples.png.length,
    });
    expect(
      (
        await upload(seller.token, 'rg_back', samples.jpeg, 'back', 'application/octet-stream')
      ).json().contentType,
    ).toBe('image/jpeg');
    expect(
      (await upload(seller.token, 'selfie', samples.pdf, 'selfie.png', 'image/png')).json()
        .contentType,
    ).toBe('application/pdf');
    const file = await t.app.inject({
      method: 'GET',
      url: '/web/kyc/documents/rg_front/file',
      headers: bearer(seller.token),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload).toEqual(samples.png);
  });

  it('refuses other content even with an image name, in the caller language', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const body = multipartFile(samples.exe, 'photo.jpg', 'image/jpeg');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/web/kyc/documents/rg_front',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(seller.token), 'accept-language': 'pt-BR' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'kyc.invalid_file_type',
      fields: { file: 'Envie um arquivo JPEG, PNG ou PDF.' },
    });
    expect((await myDocuments(seller.token)).documents[0].status).toBe('unknown');
  });

  it('refuses files over 10 MB and empty uploads', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const big = Buffer.concat([samples.png, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(seller.token, 'rg_front', big, 'big.png', 'image/png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.code).toBe('kyc.file_too_large');
    const empty = await upload(seller.token, 'rg_front', Buffer.alloc(0), 'empty.png', 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('kyc.file_missing');
    const mismatched = multipartFile(samples.png, 'a.png', 'image/png');
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/web/kyc/documents/rg_front',
      payload: mismatched.payload,
      headers: {
        ...bearer(seller.token),
        'content-type': 'multipart/form-data; boundary=not-the-boundary',
      },
    });
    expect(broken.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'PUT',
      url: '/web/kyc/documents/rg_front',
      headers: bearer(seller.token),
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('asks for the company document only from companies', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const response = await upload(
      seller.token,
      'cnpj_doc',
      samples.pdf,
      'cnpj.pdf',
      'application/pdf',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('kyc.not_required');
  });
});

describe('KYC review', () => {
  it('approves and refuses with a reason, re-upload makes it pending, and the user status follows', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const ids: Record<string, string> = {};
    for (const type of ['rg_front', 'rg_back', 'selfie']) {
      ids[type] = (
        await upload(seller.token, type, samples.png, `${type}.png`, 'image/png')
      ).json().id;
    }
    const approve = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/web/admin/documents/${id}/approve`,
        headers: bearer(admin.token),
      });
    const refuse = (id: string, reason: string) =>
      t.app.inject({
        method: 'POST',
        url: `/web/admin/documents/${id}/refuse`,
        headers: bearer(admin.token),
        payload: { reason },
      });

    // The admin names the document alone: its seller is looked up once, then named throughout.
    const front = await namingTheSeller(['kyc_documents'], () => approve(ids.rg_front as string));
    expect(front.json().status).toBe('approved');
    expect((await approve(ids.rg_back as string)).statusCode).toBe(200);
    const noReason = await refuse(ids.selfie as string, '  ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields.reason).toBe('This field is required.');
    const refused = await refuse(ids.selfie as string, 'The photo is blurred');
    expect(refused.json()).toMatchObject({
      status: 'refused',
      refusalReason: 'The photo is blurred',
    });
    expect((await approve(ids.selfie as string)).statusCode).toBe(409);

    let mine = await myDocuments(seller.token);
    expect(mine.documentStatus).toBe('not_validate');
    expect(mine.documents.find((d: { type: string }) => d.type === 'selfie')).toMatchObject({
      status: 'refused',
      refusalReason: 'The photo is blurred',
    });

    const again = await upload(seller.token, 'selfie', samples.jpeg, 'selfie2.jpg', 'image/jpeg');
    expect(again.json()).toMatchObject({
      id: ids.selfie,
      status: 'pending',
      refusalReason: null,
      contentType: 'image/jpeg',
    });
    expect(
      (await upload(seller.token, 'rg_front', samples.png, 'again.png', 'image/png')).statusCode,
    ).toBe(409);

    const queue = await t.app.inject({
      method: 'GET',
      url: `/web/admin/documents?status=pending&sellerId=${seller.id}`,
      headers: bearer(admin.token),
    });
    expect(queue.json().items.map((d: { type: string }) => d.type)).toEqual(['selfie']);
    expect((await approve(ids.selfie as string)).statusCode).toBe(200);
    mine = await myDocuments(seller.token);
    expect(mine.documentStatus).toBe('validate');
    const me = await t.app.inject({ method: 'GET', url: '/web/me', headers: bearer(seller.token) });
    expect(me.json().user.documentStatus).toBe('validate');

    const file = await t.app.inject({
      method: 'GET',
      url: `/web/admin/documents/${ids.selfie}/file`,
      headers: bearer(admin.token),
    });
    expect(file.rawPayload).toEqual(samples.jpeg);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/web/admin/audit?targetId=${ids.selfie}`,
      headers: bearer((await createUserAndLogin(t, 'super_admin')).token),
    });
    expect(audit.json().items.map((e: { action: string }) => e.action)).toEqual([
      'kyc.approve',
      'kyc.upload',
      'kyc.refuse',
      'kyc.upload',
    ]);
  });

  it("never lets a seller read another seller's documents or files", async () => {
    const owner = await createUserAndLogin(t, 'seller');
    const other = await createUserAndLogin(t, 'seller');
    const id = (await upload(owner.token, 'rg_front', samples.png, 'f.png', 'image/png')).json().id;
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/web/admin/documents/${id}/file`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/web/admin/documents',
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/web/admin/documents/${id}/approve`,
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/web/kyc/documents/rg_front/file',
          headers: bearer(other.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await myDocuments(other.token)).documents.every((d: { id: string | null }) => d.id === null),
    ).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/web/kyc/documents/rg_front/file' })).statusCode,
    ).toBe(401);
  });
});
