import { Box } from '@mantine/core';
import { analyticsMaxDays } from '@repasse/core/contract/seller-analytics';
import type { DateFilter } from '../../../shared/dates/date-presets.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import { dashboardPresets } from './dashboard-period.ts';
import classes from './period-control.module.css';

type PeriodControlProps = { value: DateFilter; onChange: (filter: DateFilter) => void };

/** The period every figure of the dashboard counts: presets at once, a custom range on Apply. */
export function PeriodControl({ value, onChange }: PeriodControlProps) {
  const { t } = useTranslation();
  return (
    <Box role="search" aria-label={t('dashboard.period.label')} className={classes.controls}>
      <DateRangeFilter
        id="dashboard"
        value={value}
        onChange={onChange}
        presets={dashboardPresets}
        texts="dashboard.period"
        maxDays={analyticsMaxDays}
      />
    </Box>
  );
}
