import { NativeSelect, SimpleGrid } from '@mantine/core';
import { withdrawalStatuses } from '@repasse/core/states/withdrawal';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import { isWithdrawalStatus, type WithdrawalFilterState } from './withdrawal-filter-state.ts';

type WithdrawalHistoryFiltersProps = {
  value: WithdrawalFilterState;
  onChange: (value: WithdrawalFilterState) => void;
};

export function WithdrawalHistoryFilters({ value, onChange }: WithdrawalHistoryFiltersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      role="search"
      aria-label={t('withdrawals.history.filters')}
    >
      <NativeSelect
        id="withdrawals-status"
        label={t('withdrawals.history.status')}
        value={value.status}
        onChange={(event) => {
          const status = event.currentTarget.value;
          onChange({ ...value, status: isWithdrawalStatus(status) ? status : '' });
        }}
        data={[
          { value: '', label: t('withdrawals.history.allStatuses') },
          ...withdrawalStatuses.map((status) => ({
            value: status,
            label: t(`withdrawals.status.${status}`),
          })),
        ]}
      />
      <DateRangeFilter
        id="withdrawals"
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
    </SimpleGrid>
  );
}
