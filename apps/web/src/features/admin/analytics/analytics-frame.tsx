import { Stack, Text } from '@mantine/core';
import type { AnalyticsPeriod, AnalyticsQuery } from '@repasse/core/contract/analytics';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import type { CsvTable } from './analytics-csv.ts';
import { csvFileName, type PeriodState } from './analytics-period.ts';
import { CsvButton } from './csv-button.tsx';
import { PeriodBar } from './period-bar.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';

export type AnalyticsPanelId = 'revenue' | 'transactions' | 'balances' | 'rankings';

type AnalyticsFrameProps<T extends { period: AnalyticsPeriod }> = {
  panel: AnalyticsPanelId;
  period: PeriodState;
  onPeriodChange: (period: PeriodState) => void;
  query: AnalyticsQuery;
  report: UseQueryResult<T>;
  csv: (data: T) => CsvTable;
  /** The final layout in grey, while the first answer is on its way. */
  skeleton: ReactNode;
  /** Controls of the panel's own, after the period and the mode. */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * What every analytics panel shares: its title and CSV export, the period bar, the period it is
 * compared with, and the loading, error and busy states around its figures.
 */
export function AnalyticsFrame<T extends { period: AnalyticsPeriod }>({
  panel,
  period,
  onPeriodChange,
  query,
  report,
  csv,
  skeleton,
  controls,
  children,
}: AnalyticsFrameProps<T>) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const data = report.data;
  return (
    <>
      <PanelHeader
        title={t(`admin.panels.${panel}`)}
        description={t(`admin.analytics.${panel}.description`)}
        actions={
          <CsvButton fileName={csvFileName(panel, query)} table={data ? csv(data) : undefined} />
        }
      />
      <PeriodBar id={`analytics-${panel}`} value={period} onChange={onPeriodChange}>
        {controls}
      </PeriodBar>
      {report.isError && !data ? (
        <LoadError
          title={t(`admin.analytics.${panel}.loadError`)}
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : !data ? (
        <Stack gap="md" role="status" aria-busy="true" aria-label={t('app.loading')}>
          {skeleton}
        </Stack>
      ) : (
        <Stack gap="md" aria-busy={report.isFetching}>
          <Text size="sm" c="dimmed">
            {t('admin.analytics.comparedWith', {
              from: format.day(data.period.previousFrom),
              to: format.day(data.period.previousTo),
            })}
          </Text>
          {children(data)}
        </Stack>
      )}
    </>
  );
}
