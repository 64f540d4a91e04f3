import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { Cents } from '@repasse/core/money/cents';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { formatArrivalDate } from './arrival-date.ts';

type WithdrawalSummaryProps = { fee: Cents; payout: Cents | null; expectedArrivalAt: string };

/** The fee, what reaches the Pix key and when, updated as the amount is typed. */
export function WithdrawalSummary({ fee, payout, expectedArrivalAt }: WithdrawalSummaryProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const figures = [
    {
      key: 'fee',
      label: t('withdrawals.form.fee'),
      value: fee > 0 ? `−${formatMoney(fee)}` : formatMoney(0),
    },
    {
      key: 'payout',
      label: t('withdrawals.form.payout'),
      value: payout === null ? '—' : formatMoney(payout),
    },
    {
      key: 'arrival',
      label: t('withdrawals.form.arrival'),
      value: formatArrivalDate(expectedArrivalAt),
    },
  ];
  return (
    <SimpleGrid component="dl" cols={3} spacing="xs" m={0} aria-live="polite">
      {figures.map(({ key, label, value }) => (
        <Stack key={key} gap={2}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={key === 'payout' ? 700 : 600}
            fz="sm"
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid={`withdrawal-${key}`}
          >
            {value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
