import { CloseButton, Grid, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { UserFilter } from '../movements/user-filter.tsx';
import type { ProductFilterState } from './product-filters.ts';

type AdminProductsFiltersProps = {
  value: ProductFilterState;
  onChange: (value: ProductFilterState) => void;
};

/** Search by product, trade name or email; on sale or not; affiliate programme; one seller. */
export function AdminProductsFilters({ value, onChange }: AdminProductsFiltersProps) {
  const { t } = useTranslation();
  return (
    <Grid gap="sm" mb="md" role="search" aria-label={t('adminProducts.filters.label')}>
      <Grid.Col span={{ base: 12, sm: 6, lg: 4 }}>
        <TextInput
          type="search"
          label={t('adminProducts.filters.search')}
          placeholder={t('adminProducts.filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value.search}
          maxLength={100}
          onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
          rightSection={
            value.search ? (
              <CloseButton
                size="sm"
                aria-label={t('adminProducts.filters.clearSearch')}
                onClick={() => onChange({ ...value, search: '' })}
              />
            ) : null
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
        <NativeSelect
          label={t('adminProducts.filters.status')}
          value={value.active}
          data={[
            { value: '', label: t('adminProducts.filters.anyStatus') },
            { value: 'true', label: t('adminProducts.filters.onSale') },
            { value: 'false', label: t('adminProducts.filters.offSale') },
          ]}
          onChange={(event) =>
            onChange({
              ...value,
              active: event.currentTarget.value as ProductFilterState['active'],
            })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3, lg: 2 }}>
        <NativeSelect
          label={t('adminProducts.filters.affiliates')}
          value={value.affiliates}
          data={[
            { value: '', label: t('adminProducts.filters.anyAffiliates') },
            { value: 'true', label: t('adminProducts.filters.affiliatesOn') },
            { value: 'false', label: t('adminProducts.filters.affiliatesOff') },
          ]}
          onChange={(event) =>
            onChange({
              ...value,
              affiliates: event.currentTarget.value as ProductFilterState['affiliates'],
            })
          }
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <UserFilter
          value={value.seller}
          onChange={(seller) => onChange({ ...value, seller })}
          texts={{
            label: t('adminProducts.filters.seller'),
            placeholder: t('adminProducts.filters.anySeller'),
          }}
        />
      </Grid.Col>
    </Grid>
  );
}
