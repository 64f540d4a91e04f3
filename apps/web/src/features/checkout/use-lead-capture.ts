import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import type { CheckoutAffiliate } from './affiliate-store.ts';
import { recordLead } from './api/leads.ts';
import { createLeadCapture, type LeadFields, leadPayload } from './lead-capture.ts';
import { readLeadToken, writeLeadToken } from './lead-token-store.ts';

export type LeadCaptureHandle = {
  /** The lead's token, for the charge to stop its abandoned-checkout run. */
  token: string | null;
  typed: (fields: LeadFields) => void;
  left: (fields: LeadFields) => void;
  /** The buyer pays: the lead's token once any lead on its way has its answer. */
  settle: () => Promise<string | null>;
  /** The lead became a charge. */
  forget: () => void;
};

/**
 * The hosted checkout's lead (`POST …/leads`) as the buyer types. Off for a checkout reopened
 * from a recovery message: that buyer is already in a sequence. The affiliate link the buyer came
 * by goes with every lead.
 */
export function useLeadCapture(
  productId: string,
  enabled: boolean,
  affiliate: CheckoutAffiliate | null = null,
): LeadCaptureHandle {
  const locale = useLocale();
  const [token, setToken] = useState(() => readLeadToken(productId));
  const [capture] = useState(() =>
    createLeadCapture({
      send: (body) => recordLead(productId, affiliate ? { ...body, affiliate } : body),
      token,
      onToken: (next) => {
        setToken(next);
        writeLeadToken(productId, next);
      },
    }),
  );
  useEffect(() => capture.dispose, [capture]);
  const actions = useMemo(
    () => ({
      typed: (fields: LeadFields) => {
        if (enabled) capture.typed(leadPayload(fields, locale));
      },
      left: (fields: LeadFields) => {
        if (enabled) capture.left(leadPayload(fields, locale));
      },
      settle: () => capture.settle(),
      forget: () => {
        capture.forget();
        setToken(null);
        writeLeadToken(productId, null);
      },
    }),
    [capture, enabled, locale, productId],
  );
  return { token, ...actions };
}
