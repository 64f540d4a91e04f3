import { describe, expect, it } from 'vitest';
import {
  checkoutResolver,
  emptyCheckoutValues,
  recoveredCheckoutValues,
} from './checkout-form-values.ts';

const now = () => new Date('2026-11-22T12:00:00Z');
const resolve = (values: Parameters<ReturnType<typeof checkoutResolver>>[0]) =>
  checkoutResolver(now)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const buyer = {
  ...emptyCheckoutValues('pix'),
  name: 'Carla Compradora',
  email: 'Carla@Example.com',
  document: '529.982.247-25',
};

describe('checkoutResolver', () => {
  it('builds a Pix request with one instalment', async () => {
    const result = await resolve({ ...buyer, instalments: '3' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      method: 'pix',
      instalments: 1,
      customer: { email: 'carla@example.com', document: '52998224725', phone: null },
    });
  });

  it('reads the card expiry as month and year', async () => {
    const result = await resolve({
      ...buyer,
      method: 'card',
      instalments: '3',
      number: '4111 1111 1111 1111',
      holderName: 'CARLA C',
      expiry: '12/30',
      cvv: '123',
    });
    expect(result.values).toMatchObject({
      instalments: 3,
      card: { number: '4111111111111111', expMonth: 12, expYear: 2030, cvv: '123' },
    });
  });

  it('reports the buyer and card fields by name', async () => {
    const result = await resolve({ ...emptyCheckoutValues('card'), expiry: '01/20' });
    expect(Object.keys(result.errors).sort()).toEqual(
      ['cvv', 'document', 'email', 'expiry', 'holderName', 'name', 'number'].sort(),
    );
    expect(result.errors.expiry?.message).toBe('validation.cardExpiry');
  });
});

describe('recoveredCheckoutValues', () => {
  it('fills the buyer in from the recovery link, with the offered method', async () => {
    const values = recoveredCheckoutValues(
      {
        name: 'Carla Compradora',
        email: 'carla@example.com',
        phone: '+5511987654321',
        document: '52998224725',
      },
      'pix',
    );
    expect(values).toMatchObject({
      name: 'Carla Compradora',
      email: 'carla@example.com',
      phone: '+5511987654321',
      document: '52998224725',
      method: 'pix',
      instalments: '1',
    });
    expect((await resolve(values)).errors).toEqual({});
  });

  it('leaves what the link does not know empty', () => {
    expect(
      recoveredCheckoutValues({ name: 'Carla', email: null, phone: null, document: null }, 'card'),
    ).toMatchObject({ email: '', phone: '', document: '', method: 'card' });
  });
});
