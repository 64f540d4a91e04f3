import type {
  AdminProduct,
  AdminProductAction,
  AdminProductsQuery,
} from '@repasse/core/contract/admin-products';
import type { UserOption } from '../movements/api/user-options.ts';
import type { Paging } from '../panel-ui/paging.ts';

type Flag = '' | 'true' | 'false';

/** What the panel's controls hold: '' is "any" in the selects. */
export type ProductFilterState = {
  search: string;
  active: Flag;
  affiliates: Flag;
  seller: UserOption | null;
};

export const defaultProductFilters: ProductFilterState = {
  search: '',
  active: '',
  affiliates: '',
  seller: null,
};

/** The request's query: only what is set, the search trimmed. */
export function toProductsQuery(state: ProductFilterState, paging: Paging): AdminProductsQuery {
  const query: AdminProductsQuery = { ...paging };
  const search = state.search.trim();
  if (search) query.search = search;
  if (state.active) query.active = state.active;
  if (state.affiliates) query.affiliates = state.affiliates;
  if (state.seller) query.sellerId = state.seller.id;
  return query;
}

/** Whether anything narrows the list (an empty list then says "nothing matches"). */
export const isFiltered = (state: ProductFilterState) =>
  state.search.trim() !== '' || state.active !== '' || state.affiliates !== '' || !!state.seller;

export type ProductStanding = 'blocked' | 'active' | 'inactive';

/** Taken off sale by an admin, on sale, or switched off by its seller. */
export const productStanding = (
  product: Pick<AdminProduct, 'active' | 'blocked'>,
): ProductStanding => (product.blocked ? 'blocked' : product.active ? 'active' : 'inactive');

/**
 * What an admin can do to a product: put back what an admin took off sale, or take it off sale
 * (a product its seller switched off too, so that the seller cannot put it back).
 */
export const productActionFor = (
  product: Pick<AdminProduct, 'active' | 'blocked'>,
): AdminProductAction['action'] => (product.blocked ? 'reactivate' : 'deactivate');
