import { type Cents, formatBRL } from '@repasse/core/money/cents';
import { useCallback } from 'react';
import { useLocale } from '../i18n/use-locale.ts';

/** Formats centavos as R$ in the UI language ("R$ 1.234,56" / "R$1,234.56"). */
export function useFormatMoney(): (cents: Cents) => string {
  const locale = useLocale();
  return useCallback((cents: Cents) => formatBRL(cents, locale), [locale]);
}
