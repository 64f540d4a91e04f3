import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { RecoverySummary } from '@repasse/core/contract/recovery-outreach';
import { useMemo } from 'react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/**
 * Messages sent, delivered, clicked and sales recovered per channel: a chunk of its own with the
 * chart library (lazy-charts.ts), so the figures paint first and a first visit never pays for it.
 */
type ChannelChartProps = { byChannel: RecoverySummary['byChannel']; height: number };

export function ChannelChart({ byChannel, height }: ChannelChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useMemo(
    () =>
      byChannel.map((row) => ({
        channel: t(`recovery.channels.${row.channel}`),
        sent: row.sent,
        delivered: row.delivered,
        clicked: row.clicked,
        recovered: row.recovered,
      })),
    [byChannel, t],
  );
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="channel"
      series={[
        { name: 'sent', label: t('recoveryOutreach.overview.sent'), color: 'blue.6' },
        { name: 'delivered', label: t('recoveryOutreach.overview.delivered'), color: 'cyan.6' },
        { name: 'clicked', label: t('recoveryOutreach.overview.clicked'), color: 'orange.6' },
        { name: 'recovered', label: t('recoveryOutreach.overview.recovered'), color: 'teal.6' },
      ]}
      withLegend
      gridAxis="y"
      tickLine="none"
      maxBarWidth={28}
      valueFormatter={(value: number) => value.toLocaleString(locale)}
      yAxisProps={{ allowDecimals: false, width: 40 }}
    />
  );
}
