import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { AnticipationSimulationResponse } from '@repasse/core/contract/fees';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';

type SimulationTotalsProps = { totals: AnticipationSimulationResponse['totals'] };

/** Gross, fee and what lands in the available balance, side by side. */
export function SimulationTotals({ totals }: SimulationTotalsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const figures = [
    { key: 'gross', label: t('anticipation.totals.gross'), cents: totals.gross },
    { key: 'fee', label: t('anticipation.totals.fee'), cents: totals.fee },
    { key: 'net', label: t('anticipation.totals.net'), cents: totals.net },
  ];
  return (
    <SimpleGrid component="dl" cols={3} spacing="xs" m={0}>
      {figures.map(({ key, label, cents }) => (
        <Stack key={key} gap={2}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text
            component="dd"
            m={0}
            fw={key === 'net' ? 700 : 600}
            fz={{ base: 'sm', xs: 'md' }}
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid={`anticipation-${key}`}
          >
            {key === 'fee' && cents > 0 ? '−' : ''}
            {formatMoney(cents)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
