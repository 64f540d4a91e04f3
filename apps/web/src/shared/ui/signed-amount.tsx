import { Text, type TextProps } from '@mantine/core';
import type { Cents } from '@repasse/core/money/cents';
import { useFormatMoney } from '../money/use-format-money.ts';
import classes from './signed-amount.module.css';

type SignedAmountProps = TextProps & { cents: Cents };

/** A ledger amount with its sign: credits in green with "+", debits in red. */
export function SignedAmount({ cents, className, ...props }: SignedAmountProps) {
  const formatMoney = useFormatMoney();
  const tone = cents > 0 ? classes.credit : cents < 0 ? classes.debit : '';
  return (
    <Text
      component="span"
      inherit
      className={[classes.amount, tone, className].filter(Boolean).join(' ')}
      {...props}
    >
      {cents > 0 ? '+' : ''}
      {formatMoney(cents)}
    </Text>
  );
}
