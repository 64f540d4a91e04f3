import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { useBalance } from '../financial/api/balance.ts';
import { useSalesSummary } from './api/sales-summary.ts';

type Stat = { label: string; value: string; detail: string; to?: string; linkLabel?: string };

/** The numbers a seller checks first: sales by period and the money ready to withdraw. */
export function SalesOverview() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const summary = useSalesSummary();
  const balance = useBalance();
  // Drawn in a background render React splits into short tasks (see dashboard-screen.tsx).
  const totals = useDeferredValue(summary.data);
  const funds = useDeferredValue(balance.data);

  if (summary.isError || balance.isError) {
    return (
      <LoadError
        title={t('dashboard.sales.loadError')}
        error={summary.error ?? balance.error}
        onRetry={() => {
          void summary.refetch();
          void balance.refetch();
        }}
        retrying={summary.isFetching || balance.isFetching}
      />
    );
  }
  if (!totals || !funds) {
    return (
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        aria-busy="true"
        role="status"
        aria-label={t('app.loading')}
      >
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} h={118} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }

  const periods = [
    ['today', totals.today],
    ['last7Days', totals.last7Days],
    ['thisMonth', totals.thisMonth],
  ] as const;
  const stats: Stat[] = [
    ...periods.map(([period, sales]) => ({
      label: t(`dashboard.sales.${period}`),
      value: money(sales.amount),
      detail: t('dashboard.sales.count', { count: sales.count }),
    })),
    {
      label: t('dashboard.sales.available'),
      value: money(funds.available),
      detail: t('dashboard.sales.pending', { amount: money(funds.pending) }),
      to: '/financial',
      linkLabel: t('dashboard.sales.withdraw'),
    },
  ];
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      {stats.map((stat) => (
        <Card key={stat.label} component="section" aria-label={stat.label}>
          <Stack gap={4}>
            <Text size="sm" c="dimmed" fw={600}>
              {stat.label}
            </Text>
            <Text fz={26} fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {stat.value}
            </Text>
            <Group justify="space-between" gap="xs">
              <Text size="xs" c="dimmed">
                {stat.detail}
              </Text>
              {stat.to ? (
                <Anchor component={Link} to={stat.to} size="xs" fw={600}>
                  <Group gap={4} wrap="nowrap">
                    {stat.linkLabel}
                    <IconArrowRight size={12} aria-hidden />
                  </Group>
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
