import { DonutChart } from '@mantine/charts';
import { ColorSwatch, Group, SimpleGrid, Table, Text } from '@mantine/core';
import type { RevenueResponse } from '@repasse/core/contract/analytics';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import classes from './analytics.module.css';
import { ChartCard } from './chart-card.tsx';
import { methodColors } from './chart-props.ts';
import { useAnalyticsFormat } from './use-analytics-format.ts';

type RevenueByMethodProps = { rows: RevenueResponse['byMethod'] };

/** The period's volume split by method: a donut beside the table of its figures. */
export function RevenueByMethod({ rows }: RevenueByMethodProps) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const title = t('admin.analytics.revenue.byMethod');
  const cells = rows
    .filter((row) => row.tpv > 0)
    .map((row) => ({
      name: t(`admin.analytics.methods.${row.method}`),
      value: row.tpv,
      color: methodColors[row.method],
    }));
  return (
    <ChartCard title={title}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'center' }}>
        <Group justify="center">
          <DonutChart
            data={cells}
            size={180}
            thickness={28}
            valueFormatter={format.money}
            tooltipDataSource="segment"
            // The table beside it says the same in words: the donut is for the eye only.
            accessibilityLayer={false}
            pieProps={{ rootTabIndex: -1 }}
            aria-hidden
          />
        </Group>
        <Table.ScrollContainer minWidth={320} type="native">
          <Table aria-label={title} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.analytics.columns.method')}</Table.Th>
                <Table.Th ta="right">{t('admin.analytics.revenue.tpv')}</Table.Th>
                <Table.Th ta="right">{t('admin.analytics.columns.sales')}</Table.Th>
                <Table.Th ta="right">{t('admin.analytics.revenue.platformRevenue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody className={classes.figure}>
              {rows.map((row) => (
                <Table.Tr key={row.method}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ColorSwatch
                        size={10}
                        color={`var(--mantine-color-${methodColors[row.method].replace('.', '-')})`}
                        withShadow={false}
                        aria-hidden
                      />
                      <Text size="sm">{t(`admin.analytics.methods.${row.method}`)}</Text>
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right">{format.money(row.tpv)}</Table.Td>
                  <Table.Td ta="right">{format.count(row.count)}</Table.Td>
                  <Table.Td ta="right">{format.money(row.platformRevenue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </SimpleGrid>
    </ChartCard>
  );
}
