import { describe, expect, it } from 'vitest';
import {
  formToProductBody,
  newProductForm,
  productResolver,
  productToForm,
} from './product-form-values.ts';

const resolve = (values: typeof newProductForm) =>
  productResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('product form values', () => {
  it('reads the price typed in either language as centavos', () => {
    expect(formToProductBody({ ...newProductForm, name: 'A', price: '49,90' }).body.price).toBe(
      4990,
    );
    expect(formToProductBody({ ...newProductForm, name: 'A', price: '1,234.56' }).body.price).toBe(
      123456,
    );
  });

  it('sends a blank description as null and instalments as a number', () => {
    const { body } = formToProductBody({
      ...newProductForm,
      name: 'Curso',
      price: '10',
      description: '  ',
      maxInstalments: '3',
    });
    expect(body).toMatchObject({ description: null, maxInstalments: 3, price: 1000 });
  });

  it('round-trips a product into the form', () => {
    const form = productToForm(
      {
        id: '00000000-0000-4000-8000-000000000000',
        name: 'Curso',
        description: null,
        price: 123456,
        methods: ['pix'],
        maxInstalments: 6,
        active: false,
        blocked: null,
        imageUrl: null,
        checkoutUrl: 'http://x/checkout/1',
        createdAt: '2026-01-01T00:00:00.000Z',
      },
      'pt-BR',
    );
    expect(form).toEqual({
      name: 'Curso',
      description: '',
      price: '1234,56',
      methods: ['pix'],
      maxInstalments: '6',
      active: false,
    });
  });

  it('refuses an unreadable price, no methods and a missing name with the schema keys', async () => {
    const result = await resolve({ ...newProductForm, price: 'abc', methods: [] });
    expect(result.errors.price?.message).toBe('validation.money');
    expect(result.errors.methods?.message).toBe('validation.required');
    expect(result.errors.name?.message).toBe('validation.required');
  });

  it('accepts a complete product', async () => {
    const result = await resolve({ ...newProductForm, name: 'Curso', price: '97' });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ name: 'Curso', price: 9700, maxInstalments: 12 });
  });
});
