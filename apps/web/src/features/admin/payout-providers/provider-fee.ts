import type { PayoutProvider } from '@repasse/core/contract/payout-providers';
import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { formatPercentage } from '../../../shared/forms/decimal-text.ts';

/** "R$ 0,50 + 0,10%": what the provider charges the platform per payout. */
export const providerFeeText = (provider: PayoutProvider, locale: Locale) =>
  `${formatBRL(provider.fixedFee, locale)} + ${formatPercentage(provider.percentageFee, locale)}`;
