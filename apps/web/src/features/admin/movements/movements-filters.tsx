import { Autocomplete, NativeSelect, SimpleGrid } from '@mantine/core';
import { ledgerTransactionTypes } from '@repasse/core/contract/ledger';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import { accountSuggestions, type MovementFilterState } from './movement-filter-state.ts';
import { UserFilter } from './user-filter.tsx';

type MovementsFiltersProps = {
  value: MovementFilterState;
  onChange: (value: MovementFilterState) => void;
};

export function MovementsFilters({ value, onChange }: MovementsFiltersProps) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      role="search"
      aria-label={t('movements.filters.label')}
    >
      <UserFilter value={value.user} onChange={(user) => onChange({ ...value, user })} />
      <Autocomplete
        label={t('movements.filters.account')}
        placeholder={t('movements.filters.accountPlaceholder')}
        value={value.account}
        onChange={(account) => onChange({ ...value, account })}
        data={accountSuggestions(value.user)}
        spellCheck={false}
        autoComplete="off"
      />
      <NativeSelect
        label={t('movements.filters.type')}
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
        id="movements"
        value={value.date}
        onChange={(date) => onChange({ ...value, date })}
      />
    </SimpleGrid>
  );
}
