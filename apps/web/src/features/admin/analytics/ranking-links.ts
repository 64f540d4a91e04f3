import { queryString } from '../../../shared/http/query-string.ts';

/** The admin user drawer of a seller, as the users panel and /admin-order open it. */
export const sellerDrawerHref = (sellerId: string) =>
  `/admin${queryString({ tab: 'management', panel: 'users', user: sellerId })}`;

/** The admin's orders of one seller or one product. */
export const adminOrdersHref = (filter: { seller: string } | { product: string }) =>
  `/admin-order${queryString(filter)}`;
