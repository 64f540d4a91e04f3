import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import { multipartFile, samples } from '../../test/multipart.ts';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await createUserAndLogin(t, 'admin')).token);
});
afterAll(() => t.close());

const dataUrl = (data: Buffer, type = 'image/png') =>
  `data:${type};base64,${data.toString('base64')}`;

const create = (payload: object, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/web/admin/integrations',
    headers: { ...admin, 'accept-language': language },
    payload,
  });

async function entry(title: string, active = true) {
  const response = await create({ title, banner: dataUrl(samples.png), active });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string; position: number; bannerVersion: string }>();
}

const list = async () =>
  (await t.app.inject({ method: 'GET', url: '/web/admin/integrations', headers: admin })).json<{
    items: { id: string; title: string; position: number; active: boolean }[];
  }>().items;

describe('admin catalog validation', () => {
  it.each([
    ['en', 'Title is required.', 'Select an image for the new integration.'],
    ['pt-BR', 'O título é obrigatório.', 'Selecione uma imagem para a nova integração.'],
  ])('names the missing title and banner in %s', async (language, title, banner) => {
    const missing = await create({ subtitle: 'Sem título' }, language);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('validation');
    expect(missing.json().error.fields).toEqual({ title, banner });

    const blank = await create({ title: '   ', banner: '' }, language);
    expect(blank.json().error.fields).toEqual({ title, banner });
  });

  it('refuses a banner that is not a JPEG or PNG, whatever it claims', async () => {
    const exe = await create({ title: 'Loja', banner: dataUrl(samples.exe) });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error.fields).toEqual({ banner: 'Send a JPEG or PNG image.' });
    const pdf = await create(
      { title: 'Loja', banner: dataUrl(samples.pdf, 'image/jpeg') },
      'pt-BR',
    );
    expect(pdf.json().error.fields).toEqual({ banner: 'Envie uma imagem JPEG ou PNG.' });
    const notDataUrl = await create({ title: 'Loja', banner: 'https://example.com/banner.png' });
    expect(notDataUrl.json().error.fields).toEqual({ banner: 'Send a JPEG or PNG image.' });
    const tooLarge = await create({
      title: 'Loja',
      banner: dataUrl(Buffer.concat([samples.png, Buffer.alloc(2 * 1024 * 1024)])),
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().error.fields).toEqual({ banner: 'The image is larger than 2 MB.' });
    expect((await list()).filter((item) => item.title === 'Loja')).toEqual([]);
  });
});

describe('admin catalog', () => {
  it('creates entries last in the catalog, edits them and records who did it', async () => {
    const created = await create({
      title: '  Loja Integrada ',
      subtitle: 'Sua loja vendendo com Repasse',
      description: '## Passo 1\n\nCole a chave secreta.',
      banner: dataUrl(samples.jpeg, 'image/jpeg'),
    });
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      title: 'Loja Integrada',
      subtitle: 'Sua loja vendendo com Repasse',
      description: '## Passo 1\n\nCole a chave secreta.',
      active: true,
      sellersConnected: 0,
    });
    const second = await entry('Segunda');
    expect(second.position).toBe(body.position + 1);

    const banner = await t.app.inject({
      method: 'GET',
      url: `/web/admin/integrations/${body.id}/banner`,
      headers: admin,
    });
    expect(banner.statusCode).toBe(200);
    expect(banner.headers['content-type']).toBe('image/jpeg');
    expect(banner.rawPayload.equals(samples.jpeg)).toBe(true);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/web/admin/integrations/${body.id}`,
      headers: admin,
      payload: { title: 'Loja Integrada 2', subtitle: null, description: null, active: false },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Loja Integrada 2',
      subtitle: null,
      active: false,
      position: body.position,
      bannerVersion: body.bannerVersion,
    });
    const noTitle = await t.app.inject({
      method: 'PUT',
      url: `/web/admin/integrations/${body.id}`,
      headers: { ...admin, 'accept-language': 'pt-BR' },
      payload: { title: '' },
    });
    expect(noTitle.json().error.fields).toEqual({ title: 'O título é obrigatório.' });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/web/admin/integrations/00000000-0000-4000-8000-000000000000',
      headers: admin,
      payload: { title: 'X' },
    });
    expect(missing.statusCode).toBe(404);

    const audit = await t.database.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, body.id), like(auditLog.action, 'admin.integration.%')));
    expect(audit.map((row) => row.action).sort()).toEqual([
      'admin.integration.create',
      'admin.integration.update',
    ]);
    expect(JSON.stringify(audit)).not.toContain('base64');
  });

  it('replaces the banner from a multipart upload, checking its bytes', async () => {
    const { id, bannerVersion } = await entry('Com banner');
    const upload = (data: Buffer, name: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/web/admin/integrations/${id}/banner`,
        ...(() => {
          const body = multipartFile(data, name, 'image/png');
          return { payload: body.payload, headers: { ...admin, ...body.headers } };
        })(),
      });
    const refused = await upload(samples.exe, 'banner.png');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('integration_catalog.invalid_image');
    const replaced = await upload(samples.jpeg, 'banner.jpg');
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json().bannerVersion).not.toBe(bannerVersion);
    const served = await t.app.inject({
      method: 'GET',
      url: `/web/public/integrations/${id}/banner`,
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const noFile = await t.app.inject({
      method: 'PUT',
      url: `/web/admin/integrations/${id}/banner`,
      headers: admin,
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
  });

  it("serves an active entry's banner publicly and an inactive one's only to admins", async () => {
    const { id } = await entry('Pública');
    const publicBanner = () =>
      t.app.inject({ method: 'GET', url: `/web/public/integrations/${id}/banner` });
    const served = await publicBanner();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(samples.png)).toBe(true);

    await t.app.inject({
      method: 'PUT',
      url: `/web/admin/integrations/${id}`,
      headers: admin,
      payload: { title: 'Pública', active: false },
    });
    expect((await publicBanner()).statusCode).toBe(404);
    const forAdmin = await t.app.inject({
      method: 'GET',
      url: `/web/admin/integrations/${id}/banner`,
      headers: admin,
    });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['cache-control']).toBe('private, no-cache');
  });

  it('reorders the whole catalog, and refuses a list that is not the whole catalog', async () => {
    await entry('Ordem A');
    await entry('Ordem B');
    const ids = (await list()).map((item) => item.id);
    const reversed = [...ids].reverse();
    const reorder = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/web/admin/integrations/order',
        headers: admin,
        payload,
      });
    const answer = await reorder({ ids: reversed });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items.map((item: { id: string }) => item.id)).toEqual(reversed);
    expect((await list()).map((item) => item.position)).toEqual(ids.map((_, index) => index));

    const stale = await reorder({ ids: reversed.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('integration_catalog.order_stale');
    const twice = await reorder({ ids: [...reversed.slice(1), reversed[1]] });
    expect(twice.statusCode).toBe(409);
    expect((await list()).map((item) => item.id)).toEqual(reversed);
  });

  it('is for admins only', async () => {
    const seller = bearer((await createUserAndLogin(t, 'seller')).token);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/web/admin/integrations',
      headers: seller,
      payload: { title: 'X', banner: dataUrl(samples.png) },
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/web/admin/integrations', headers: seller }))
        .statusCode,
    ).toBe(403);
  });
});
