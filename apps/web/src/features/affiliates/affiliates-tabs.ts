/** The affiliates screen's tabs, in order; the address keeps the open one (`?tab=links`). */
export const affiliatesTabs = ['marketplace', 'links', 'affiliates'] as const;
export type AffiliatesTab = (typeof affiliatesTabs)[number];

export const defaultAffiliatesTab: AffiliatesTab = 'marketplace';

/** An invite code as the server writes them; anything else is no invitation. */
export const inviteCodeOf = (value: string | null): string | null =>
  value && /^[A-Za-z0-9]{6,20}$/.test(value) ? value : null;

export const affiliatesTabOf = (value: string | null): AffiliatesTab =>
  (affiliatesTabs as readonly string[]).includes(value ?? '')
    ? (value as AffiliatesTab)
    : defaultAffiliatesTab;

/**
 * The address of a tab: the default one has no parameter; an invitation stays with the
 * marketplace, and the producer's list may be narrowed to one product.
 */
export function affiliatesTabParams(
  tab: AffiliatesTab,
  extra: { invite?: string | null; productId?: string | null } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  if (tab !== defaultAffiliatesTab) params.set('tab', tab);
  if (tab === 'marketplace' && extra.invite) params.set('invite', extra.invite);
  if (tab === 'affiliates' && extra.productId) params.set('product', extra.productId);
  return params;
}
