import { Input, SegmentedControl, SimpleGrid } from '@mantine/core';
import { type AnalyticsMode, analyticsMaxDays } from '@repasse/core/contract/analytics';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import { analyticsPresets, type PeriodState } from './analytics-period.ts';

type PeriodBarProps = {
  id: string;
  value: PeriodState;
  onChange: (value: PeriodState) => void;
  /** More controls of the panel (the rankings' order). */
  children?: ReactNode;
};

/** A panel's period (São Paulo days) and whether it shows live or test money. */
export function PeriodBar({ id, value, onChange, children }: PeriodBarProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      mb="md"
      role="search"
      aria-label={t('admin.analytics.filters')}
    >
      <DateRangeFilter
        id={id}
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
        presets={analyticsPresets}
        maxDays={analyticsMaxDays}
      />
      <Input.Wrapper label={t('admin.analytics.mode.label')} labelElement="div" id={`${id}-mode`}>
        <SegmentedControl
          fullWidth
          aria-labelledby={`${id}-mode-label`}
          value={value.mode}
          onChange={(mode) => onChange({ ...value, mode: mode as AnalyticsMode })}
          data={[
            { value: 'live', label: t('admin.analytics.mode.live') },
            { value: 'test', label: t('admin.analytics.mode.test') },
          ]}
        />
      </Input.Wrapper>
      {children}
    </SimpleGrid>
  );
}
