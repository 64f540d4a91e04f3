import type { MethodFee } from '@repasse/core/fees/fee-profile';
import type { Locale } from '@repasse/core/i18n/locale';
import { formatBRL } from '@repasse/core/money/cents';
import { formatPercentage } from '../../../shared/forms/decimal-text.ts';

/** "4.99% + R$1.00", or just the percentage when there is no fixed part. */
export function methodFeeSummary({ percentage, fixed }: MethodFee, locale: Locale): string {
  const pct = formatPercentage(percentage, locale);
  return fixed === 0 ? pct : `${pct} + ${formatBRL(fixed, locale)}`;
}
