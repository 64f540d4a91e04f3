/** Query keys of /integrations; invalidating `all` refreshes keys, endpoints, deliveries and products. */
export const integrationKeys = {
  all: ['integrations'] as const,
  apiKeys: () => [...integrationKeys.all, 'api-keys'] as const,
  endpoints: () => [...integrationKeys.all, 'webhooks'] as const,
  deliveries: (endpointId: string, page: number, pageSize: string) =>
    [...integrationKeys.all, 'deliveries', endpointId, page, pageSize] as const,
  products: () => [...integrationKeys.all, 'products'] as const,
  cardTokenOrigins: () => [...integrationKeys.all, 'card-token-origins'] as const,
};
