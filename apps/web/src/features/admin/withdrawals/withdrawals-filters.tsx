import { CloseButton, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { withdrawalStatuses } from '@repasse/core/states/withdrawal';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import { UserFilter } from '../movements/user-filter.tsx';
import type { QueueFilterState } from './withdrawal-filter-state.ts';

type WithdrawalsFiltersProps = {
  value: QueueFilterState;
  onChange: (value: QueueFilterState) => void;
};

export function WithdrawalsFilters({ value, onChange }: WithdrawalsFiltersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, lg: 4 }}
      spacing="sm"
      mb="md"
      role="search"
      aria-label={t('adminWithdrawals.filters.label')}
    >
      <NativeSelect
        id="admin-withdrawals-status"
        label={t('adminWithdrawals.filters.status')}
        value={value.status}
        onChange={(event) =>
          onChange({ ...value, status: event.currentTarget.value as QueueFilterState['status'] })
        }
        data={[
          { value: '', label: t('adminWithdrawals.filters.allStatuses') },
          ...withdrawalStatuses.map((status) => ({
            value: status,
            label: t(`withdrawals.status.${status}`),
          })),
        ]}
      />
      <TextInput
        type="search"
        label={t('adminWithdrawals.filters.search')}
        placeholder={t('adminWithdrawals.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        rightSection={
          value.search ? (
            <CloseButton
              size="sm"
              aria-label={t('adminWithdrawals.filters.clearSearch')}
              onClick={() => onChange({ ...value, search: '' })}
            />
          ) : null
        }
      />
      <UserFilter value={value.seller} onChange={(seller) => onChange({ ...value, seller })} />
      <DateRangeFilter
        id="admin-withdrawals"
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
    </SimpleGrid>
  );
}
