import type { Product, ProductsList } from '@repasse/core/contract/products';
import type { FastifyInstance } from 'fastify';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { detectKycFileType } from '../kyc/file-type.ts';
import {
  insertProduct,
  type ProductFields,
  productRow,
  sellerProduct,
  sellerProducts,
  setProductImageKey,
  toProduct,
  updateSellerProduct,
} from './queries.ts';

export async function listProducts(app: FastifyInstance, sellerId: string): Promise<ProductsList> {
  const rows = await sellerProducts(app.db, sellerId);
  return { items: rows.map((row) => toProduct(row, app.config.publicUrl)) };
}

/** A new product; its checkout link works at once while it is active. */
export async function createProduct(
  app: FastifyInstance,
  sellerId: string,
  fields: ProductFields,
): Promise<Product> {
  const row = await insertProduct(app.db, sellerId, fields, app.clock.now());
  if (!row) throw new Error('product insert returned nothing');
  return toProduct(row, app.config.publicUrl);
}

export async function updateProduct(
  app: FastifyInstance,
  sellerId: string,
  id: string,
  fields: ProductFields,
): Promise<Product> {
  const row = await updateSellerProduct(app.db, sellerId, id, fields, app.clock.now());
  if (row) return toProduct(row, app.config.publicUrl);
  // Nothing written: not the seller's, or taken off sale by an admin and asked back on sale.
  if (await sellerProduct(app.db, sellerId, id))
    throw conflict('products.blocked', { active: 'errors.products.blocked' });
  throw notFound();
}

/**
 * Replaces the product's image with a JPEG or PNG. The upload is read (`readImage`) only once the
 * product is known to be the seller's; the old image is deleted after the new one is in place.
 */
export async function replaceProductImage(
  app: FastifyInstance,
  sellerId: string,
  id: string,
  readImage: () => Promise<Buffer>,
): Promise<Product> {
  const product = await sellerProduct(app.db, sellerId, id);
  if (!product) throw notFound();
  const data = await readImage();
  const type = detectKycFileType(data);
  if (type !== 'image/jpeg' && type !== 'image/png')
    throw badRequest('products.invalid_image', { file: 'errors.products.invalid_image' });
  const key = `products/${product.id}/${crypto.randomUUID()}`;
  await app.storage.put(key, data, type);
  const row = await setProductImageKey(app.db, product, key, app.clock.now());
  if (product.imageKey) await app.storage.delete(product.imageKey).catch(() => {});
  return toProduct(row ?? product, app.config.publicUrl);
}

/** A product's image as its checkout shows it, with the type its bytes say it is. */
export async function publicProductImage(
  app: FastifyInstance,
  id: string,
): Promise<{ data: Buffer; type: string }> {
  const row = await productRow(app.db, id);
  // An inactive product is off sale: its image is no longer public, as its checkout is not.
  const data = row?.imageKey && row.active ? await app.storage.get(row.imageKey) : null;
  if (!data) throw notFound();
  return { data, type: detectKycFileType(data) ?? 'application/octet-stream' };
}
