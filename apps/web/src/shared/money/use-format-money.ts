import { type Cents, formatBRL } from '@repasse/core/money/cents';
import { useCallback, useMemo } from 'react';
import { useLocale } from '../i18n/use-locale.ts';

/** Formats centavos as R$ in the UI language ("R$ 1.234,56" / "R$1,234.56"). */
export function useFormatMoney(): (cents: Cents) => string {
  const locale = useLocale();
  // The first currency formatter costs tens of milliseconds on a phone (formatBRL keeps it): made
  // with the component's first render, often a skeleton, not when its amounts arrive.
  useMemo(() => formatBRL(0, locale), [locale]);
  return useCallback((cents: Cents) => formatBRL(cents, locale), [locale]);
}
