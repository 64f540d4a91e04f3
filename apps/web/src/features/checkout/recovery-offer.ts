import type { RecoveryLink } from '@repasse/core/contract/recovery-outreach';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';

/** What a checkout reopened from a recovery message offers the buyer. */
export type RecoveryOffer = {
  /** The method preselected. */
  method: PaymentMethod;
  /** With a card, no more instalments than this (fewer than the refused card had); null: any. */
  maxInstalments: number | null;
  /** A refused card is explained before the buyer tries again. */
  note: 'cardRefused' | null;
};

/** Pix first: paid at once, and no card to refuse. */
const preference: PaymentMethod[] = ['pix', 'card', 'boleto'];

const firstOf = (methods: readonly PaymentMethod[], except?: PaymentMethod) =>
  preference.find((method) => methods.includes(method) && method !== except);

/**
 * What fits the way the buyer failed: after a refused card, Pix (or another method) and, should
 * they keep the card, fewer instalments than before; after a Pix or boleto left unpaid, another
 * method than that one; after an abandoned checkout, what they had chosen.
 */
export function recoveryOffer(
  link: Pick<RecoveryLink, 'event' | 'previous'>,
  methods: readonly PaymentMethod[],
): RecoveryOffer {
  const fallback =
    link.previous?.method && methods.includes(link.previous.method)
      ? link.previous.method
      : (firstOf(methods) ?? methods[0] ?? 'pix');
  switch (link.event) {
    case 'card_refused':
      return {
        method: firstOf(methods, 'card') ?? fallback,
        maxInstalments: link.previous ? Math.max(1, link.previous.instalments - 1) : null,
        note: 'cardRefused',
      };
    case 'pix_unpaid':
    case 'boleto_unpaid':
      return {
        method:
          firstOf(
            methods,
            link.previous?.method ?? (link.event === 'pix_unpaid' ? 'pix' : 'boleto'),
          ) ?? fallback,
        maxInstalments: null,
        note: null,
      };
    case 'abandoned_checkout':
      return { method: fallback, maxInstalments: null, note: null };
  }
}
