import { type CheckoutLead, checkoutLeadSchema } from '@repasse/core/contract/checkout';
import type { CheckoutLeadInput } from '@repasse/core/contract/recovery-outreach';
import { publicWebClient } from '../../../shared/http/public-web-client.ts';

/**
 * `POST /web/public/products/:id/leads`: the buyer's name and contact so far, the seed of an
 * abandoned-checkout run if no payment follows.
 */
export const recordLead = (productId: string, body: CheckoutLeadInput): Promise<CheckoutLead> =>
  publicWebClient.post(`/products/${encodeURIComponent(productId)}/leads`, body, {
    schema: checkoutLeadSchema,
  });
