import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import { transactionStatuses } from '@repasse/core/states/transaction';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../shared/ui/date-range-filter.tsx';
import type { OrderFilterState } from './order-filter-state.ts';

type OrdersFiltersProps = {
  value: OrderFilterState;
  onChange: (value: OrderFilterState) => void;
};

const instalmentChoices = Array.from({ length: 12 }, (_, index) => String(index + 1));

export function OrdersFilters({ value, onChange }: OrdersFiltersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3, xl: 6 }}
      spacing="sm"
      role="search"
      aria-label={t('orders.filters.label')}
    >
      <TextInput
        type="search"
        label={t('orders.filters.search')}
        placeholder={t('orders.filters.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        defaultValue={value.search}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChange({ ...value, search: event.currentTarget.value });
        }}
        onBlur={(event) => {
          if (event.currentTarget.value !== value.search)
            onChange({ ...value, search: event.currentTarget.value });
        }}
      />
      <NativeSelect
        label={t('orders.filters.status')}
        value={value.status}
        onChange={(event) =>
          onChange({ ...value, status: event.currentTarget.value as OrderFilterState['status'] })
        }
        data={[
          { value: '', label: t('orders.filters.allStatuses') },
          ...transactionStatuses.map((status) => ({
            value: status,
            label: t(`orders.statuses.${status}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('orders.filters.method')}
        value={value.method}
        onChange={(event) =>
          onChange({ ...value, method: event.currentTarget.value as OrderFilterState['method'] })
        }
        data={[
          { value: '', label: t('orders.filters.allMethods') },
          ...paymentMethods.map((method) => ({
            value: method,
            label: t(`orders.methods.${method}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('orders.filters.instalments')}
        value={value.instalments}
        onChange={(event) => onChange({ ...value, instalments: event.currentTarget.value })}
        data={[
          { value: '', label: t('orders.filters.anyInstalments') },
          ...instalmentChoices.map((count) => ({
            value: count,
            label: t('orders.instalmentsCount', { count: Number(count) }),
          })),
        ]}
      />
      <NativeSelect
        label={t('orders.filters.recovered')}
        value={value.recovered}
        onChange={(event) =>
          onChange({
            ...value,
            recovered: event.currentTarget.value as OrderFilterState['recovered'],
          })
        }
        data={[
          { value: '', label: t('orders.filters.anyRecovery') },
          { value: 'true', label: t('orders.filters.recoveredOnly') },
          { value: 'false', label: t('orders.filters.notRecovered') },
        ]}
      />
      <DateRangeFilter
        id="orders"
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
    </SimpleGrid>
  );
}
