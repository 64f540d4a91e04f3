import { CloseButton, Grid, NativeSelect, TextInput } from '@mantine/core';
import { roles, userDocumentStatuses } from '@repasse/core/contract/common';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { UserFilters } from './api/admin-users.ts';

type UsersFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  filters: UserFilters;
  onFiltersChange: (filters: UserFilters) => void;
};

/** Search by email, name or document; filter by role and document status. */
export function UsersFilters({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
}: UsersFiltersProps) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm" mb="md" role="search">
      <Grid.Col span={{ base: 12, md: 6 }}>
        <TextInput
          label={t('adminUsers.filters.search')}
          placeholder={t('adminUsers.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          rightSection={
            search ? (
              <CloseButton
                size="sm"
                aria-label={t('adminUsers.filters.clearSearch')}
                onClick={() => onSearchChange('')}
              />
            ) : null
          }
          type="search"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NativeSelect
          label={t('adminUsers.filters.role')}
          value={filters.role}
          data={[
            { value: '', label: t('adminUsers.filters.allRoles') },
            ...roles.map((role) => ({ value: role, label: t(`roles.${role}`) })),
          ]}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              role: event.currentTarget.value as UserFilters['role'],
            })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <NativeSelect
          label={t('adminUsers.filters.documentStatus')}
          value={filters.documentStatus}
          data={[
            { value: '', label: t('adminUsers.filters.allStatuses') },
            ...userDocumentStatuses.map((status) => ({
              value: status,
              label: t(`kyc.userStatus.${status}`),
            })),
          ]}
          onChange={(event) =>
            onFiltersChange({
              ...filters,
              documentStatus: event.currentTarget.value as UserFilters['documentStatus'],
            })
          }
        />
      </Grid.Col>
    </Grid>
  );
}
