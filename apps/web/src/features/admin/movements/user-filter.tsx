import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { type UserOption, useUserOptions } from './api/user-options.ts';

type UserFilterProps = {
  value: UserOption | null;
  onChange: (user: UserOption | null) => void;
  /** Other words where the users are sellers (the recovery messages log). */
  texts?: { label: string; placeholder: string };
};

/** A user picked by searching the server (email, name or document). */
export function UserFilter({ value, onChange, texts }: UserFilterProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  // While a user is chosen the box shows its email; search only once something else is typed.
  const query = value && search === value.email ? '' : debounced;
  const options = useUserOptions(query);
  const users = options.data ?? [];
  const withChosen =
    value && !users.some((user) => user.id === value.id) ? [value, ...users] : users;
  return (
    <Select
      label={texts?.label ?? t('movements.filters.user')}
      placeholder={texts?.placeholder ?? t('movements.filters.anyUser')}
      searchable
      clearable
      // Mantine hides its clear button from assistive technology; this one is a real button.
      clearButtonProps={{
        'aria-label': t('movements.filters.clearUser'),
        'aria-hidden': false,
        tabIndex: 0,
      }}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(id) => onChange(withChosen.find((user) => user.id === id) ?? null)}
      data={withChosen.map((user) => ({ value: user.id, label: user.email }))}
      // The server has already filtered by what was typed.
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t('app.loading') : t('movements.filters.noUser')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
