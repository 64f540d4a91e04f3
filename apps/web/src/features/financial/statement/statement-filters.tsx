import { NativeSelect, SimpleGrid } from '@mantine/core';
import { ledgerTransactionTypes, sellerAccountKinds } from '@repasse/core/contract/ledger';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import type { StatementFilterState } from './statement-filter-state.ts';

type StatementFiltersProps = {
  value: StatementFilterState;
  onChange: (value: StatementFilterState) => void;
};

export function StatementFilters({ value, onChange }: StatementFiltersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="sm"
      role="search"
      aria-label={t('statement.filters.label')}
    >
      <NativeSelect
        label={t('statement.filters.account')}
        value={value.account}
        onChange={(event) => onChange({ ...value, account: event.currentTarget.value })}
        data={[
          { value: '', label: t('statement.filters.allAccounts') },
          ...sellerAccountKinds.map((kind) => ({
            value: kind,
            label: t(`statement.accounts.${kind}`),
          })),
        ]}
      />
      <NativeSelect
        label={t('statement.filters.type')}
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.currentTarget.value })}
        data={[
          { value: '', label: t('statement.filters.allTypes') },
          ...ledgerTransactionTypes.map((type) => ({
            value: type,
            label: t(`statement.types.${type}`),
          })),
        ]}
      />
      <DateRangeFilter
        id="statement"
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
    </SimpleGrid>
  );
}
