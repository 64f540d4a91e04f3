import type {
  ChargesPage,
  ChargesQuery,
  CustomersPage,
  CustomersQuery,
} from '@repasse/core/contract/charges';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { type ChargeListScope, chargesPage, customersPage } from './list-queries.ts';

/** A page of the seller's charges with the order filters (/web orders, a buyer's orders, /v1). */
export async function listCharges(
  app: FastifyInstance,
  scope: ChargeListScope,
  query: ChargesQuery,
): Promise<ChargesPage> {
  const { items, total, totalExact } = await chargesPage(app.database, scope, query);
  return { ...pageOf(query, items, total), totalExact };
}

/** A page of the seller's buyers, by document, from their paid orders (/web clients and /v1). */
export async function listCustomers(
  app: FastifyInstance,
  scope: ChargeListScope & { sellerId: string },
  query: CustomersQuery,
): Promise<CustomersPage> {
  const { items, total } = await customersPage(app.db, scope, query);
  return pageOf(query, items, total);
}
