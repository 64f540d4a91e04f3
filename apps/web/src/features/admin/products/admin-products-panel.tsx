import { Card } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { AdminProduct } from '@repasse/core/contract/admin-products';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { AdminProductsCards } from './admin-products-cards.tsx';
import { AdminProductsFilters } from './admin-products-filters.tsx';
import { AdminProductsTable } from './admin-products-table.tsx';
import { useAdminProducts } from './api/admin-products.ts';
import { defaultProductFilters, isFiltered, toProductsQuery } from './product-filters.ts';
import { ProductStatusModal } from './product-status-modal.tsx';

/**
 * Admin → Management → Products: every seller's products with their sales, searched and filtered;
 * an admin takes one off sale with a reason (its checkout closes, the seller is told) or puts it
 * back.
 */
export default function AdminProductsPanel() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState(defaultProductFilters);
  // Typed search waits for a pause before asking the server.
  const [debouncedSearch] = useDebouncedValue(filters.search, 300);
  const { paging, setPage, setPageSize, firstPage } = usePaging();
  const applied = { ...filters, search: debouncedSearch };
  const products = useAdminProducts(toProductsQuery(applied, paging));
  const [acting, setActing] = useState<AdminProduct | null>(null);
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const filtered = isFiltered(applied);

  return (
    <>
      <PanelHeader
        title={t('admin.panels.products')}
        description={t('adminProducts.description')}
      />
      <AdminProductsFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          firstPage();
        }}
      />
      {products.isError && !products.data ? (
        <LoadError
          title={t('adminProducts.loadError')}
          error={products.error}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : phone ? (
        <AdminProductsCards
          rows={products.data?.items}
          loading={products.isPending}
          filtered={filtered}
          onAct={setActing}
        />
      ) : (
        <Card padding={0}>
          <AdminProductsTable
            rows={products.data?.items}
            loading={products.isPending}
            filtered={filtered}
            onAct={setActing}
          />
        </Card>
      )}
      {products.data ? (
        <TablePagination
          total={products.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
      <ProductStatusModal product={acting} onClose={() => setActing(null)} />
    </>
  );
}
