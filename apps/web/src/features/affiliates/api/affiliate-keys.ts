import type {
  CommissionQuery,
  MarketplaceQuery,
  ProducerAffiliatesQuery,
} from '@repasse/core/contract/affiliates';

/** A period of São Paulo days, both ends included; a missing end is open. */
export type AffiliatePeriod = { from?: string; to?: string };

/** Invalidating `all` refreshes every list of the affiliates area (marketplace, links, affiliates). */
export const affiliateKeys = {
  all: ['affiliates'] as const,
  marketplace: (query: MarketplaceQuery) => [...affiliateKeys.all, 'marketplace', query] as const,
  links: (period: AffiliatePeriod) => [...affiliateKeys.all, 'links', period] as const,
  commissions: (query: CommissionQuery) => [...affiliateKeys.all, 'commissions', query] as const,
  producer: (query: ProducerAffiliatesQuery) => [...affiliateKeys.all, 'producer', query] as const,
  program: (productId: string) => [...affiliateKeys.all, 'program', productId] as const,
};
