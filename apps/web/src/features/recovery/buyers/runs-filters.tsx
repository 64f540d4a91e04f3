import { NativeSelect, SimpleGrid } from '@mantine/core';
import { recoveryEvents, recoveryRunStatuses } from '@repasse/core/states/recovery';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import type { RunFilterState } from './run-filter-state.ts';

type RunsFiltersProps = { value: RunFilterState; onChange: (value: RunFilterState) => void };

export function RunsFilters({ value, onChange }: RunsFiltersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4, lg: 5 }}
      spacing="sm"
      role="search"
      aria-label={t('recoveryOutreach.buyers.filters.label')}
    >
      <NativeSelect
        label={t('recoveryOutreach.filters.event')}
        value={value.event}
        onChange={(event) =>
          onChange({ ...value, event: event.currentTarget.value as RunFilterState['event'] })
        }
        data={[
          { value: '', label: t('recoveryOutreach.filters.allEvents') },
          ...recoveryEvents.map((item) => ({
            value: item,
            label: t(`recoveryOutreach.events.${item}.title`),
          })),
        ]}
      />
      <NativeSelect
        label={t('recoveryOutreach.filters.status')}
        value={value.status}
        onChange={(event) =>
          onChange({ ...value, status: event.currentTarget.value as RunFilterState['status'] })
        }
        data={[
          { value: '', label: t('recoveryOutreach.filters.allStatuses') },
          ...recoveryRunStatuses.map((item) => ({
            value: item,
            label: t(`recoveryOutreach.runStatus.${item}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('recoveryOutreach.buyers.filters.recovered')}
        value={value.recovered}
        onChange={(event) =>
          onChange({
            ...value,
            recovered: event.currentTarget.value as RunFilterState['recovered'],
          })
        }
        data={[
          { value: '', label: t('recoveryOutreach.buyers.filters.anyOutcome') },
          { value: 'true', label: t('recoveryOutreach.buyers.filters.recoveredOnly') },
          { value: 'false', label: t('recoveryOutreach.buyers.filters.notRecovered') },
        ]}
      />
      <DateRangeFilter
        id="recovery-buyers"
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
    </SimpleGrid>
  );
}
