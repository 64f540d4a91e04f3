import { eq } from 'drizzle-orm';
import { users } from '../db/schema.ts';
import { withCardToken } from './cards.ts';
import { bearer, createUserAndLogin, sessionFor, type TestApp } from './harness.ts';

export type TestSeller = {
  user: { id: string; email: string };
  /** A secret key of each mode. */
  live: string;
  test: string;
};

/** A seller whose documents are approved (live mode on), with a Pix key and both secret keys. */
export async function sellerWithKeys(
  t: TestApp,
  options: { validated?: boolean; feeProfileId?: string; adminId?: string } = {},
): Promise<TestSeller> {
  const user = await createUserAndLogin(t, 'seller');
  await t.database.db
    .update(users)
    .set({
      documentStatus: options.validated === false ? 'not_validate' : 'validate',
      pixKeyType: 'email',
      pixKey: 'api@loja.com.br',
      ...(options.feeProfileId ? { feeProfileId: options.feeProfileId } : {}),
    })
    .where(eq(users.id, user.id));
  const headers = bearer(await sessionFor(t, user.id));
  const key = async (mode: 'live' | 'test') =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/web/integrations/keys',
        headers,
        payload: { mode, kind: 'secret' },
      })
    ).json<{ secret: string }>().secret;
  return { user, live: await key('live'), test: await key('test') };
}

export const testCustomer = {
  name: 'Bia Compradora',
  email: 'bia@example.com',
  document: '529.982.247-25',
  phone: '+5511987654321',
};

export const testCard = (number = '4111111111111111') => ({
  number,
  holderName: 'BIA COMPRADORA',
  expMonth: 12,
  expYear: 2099,
  cvv: '123',
});

/** The tests' usual card sale: R$ 100.00 in 3 instalments, tokenised by `createCharge`. */
export const cardSale = () => ({
  amount: 10_000,
  method: 'card',
  instalments: 3,
  description: 'Curso',
  customer: testCustomer,
  card: testCard(),
});

/**
 * POST /v1/charges with a secret key (and an Idempotency-Key when given); card data is tokenised
 * first, as the seller's page would with their public key.
 */
export const createCharge = async (
  t: TestApp,
  key: string,
  body: object,
  idempotencyKey?: string,
) => postCharge(t, key, await withCardToken(t, key, body), idempotencyKey);

/** POST /v1/charges with the body exactly as given. */
export const postCharge = (t: TestApp, key: string, body: object, idempotencyKey?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/charges',
    headers: { ...bearer(key), ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
    payload: body,
  });

export const sessionHeaders = async (t: TestApp, user: { id: string }) =>
  bearer(await sessionFor(t, user.id));
