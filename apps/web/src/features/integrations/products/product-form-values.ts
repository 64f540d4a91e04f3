import { routedMethods } from '@repasse/core/contract/acquirers';
import {
  type Product,
  type ProductInput,
  productInputSchema,
} from '@repasse/core/contract/products';
import type { Locale } from '@repasse/core/i18n/locale';
import type { Resolver } from 'react-hook-form';
import { amountReader, convertingResolver } from '../../../shared/forms/converting-resolver.ts';
import { centsToText } from '../../../shared/forms/decimal-text.ts';

/** The price is text as typed ("49,90"); the rest mirrors the request body. */
export type ProductFormValues = {
  name: string;
  description: string;
  price: string;
  methods: string[];
  maxInstalments: string;
  active: boolean;
};

export const newProductForm: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  // Every method, in the order products have always been saved with (pix, card, boleto).
  methods: [...routedMethods],
  maxInstalments: '12',
  active: true,
};

export const productToForm = (product: Product, locale: Locale): ProductFormValues => ({
  name: product.name,
  description: product.description ?? '',
  price: centsToText(product.price, locale),
  methods: [...product.methods],
  maxInstalments: String(product.maxInstalments),
  active: product.active,
});

export function formToProductBody(values: ProductFormValues) {
  const amounts = amountReader();
  const body = {
    name: values.name,
    description: values.description.trim() || null,
    price: amounts.cents('price', values.price),
    methods: values.methods,
    maxInstalments: Number(values.maxInstalments),
    active: values.active,
  };
  return { body, unreadable: amounts.unreadable };
}

/** Client validation with the shared productInputSchema, the one the server runs. */
export const productResolver: Resolver<ProductFormValues, unknown, ProductInput> =
  convertingResolver(productInputSchema, formToProductBody) as Resolver<
    ProductFormValues,
    unknown,
    ProductInput
  >;

export const productFields = [
  'name',
  'description',
  'price',
  'methods',
  'maxInstalments',
  'active',
] as const;
