import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { type PageSize, pageSizes } from '@repasse/core/contract/pagination';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageCount, rangeKey, shownRange } from './page-math.ts';

type TablePaginationProps = {
  page: number;
  pageSize: PageSize;
  total: number;
  /** false: counting stopped, and more than `total` rows exist (the orders list). */
  totalExact?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: PageSize) => void;
  /** The page sizes offered; a list too long to show whole leaves "all" out. */
  sizes?: readonly PageSize[];
};

/** A table footer: rows per page ("all" included, docs/product.md §2), what is shown, and the pages. */
export function TablePagination({
  page,
  pageSize,
  total,
  totalExact = true,
  onPageChange,
  onPageSizeChange,
  sizes = pageSizes,
}: TablePaginationProps) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  const { from, to } = shownRange(page, pageSize, total);
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Group gap="sm" wrap="nowrap">
        <NativeSelect
          size="xs"
          w={90}
          aria-label={t('financial.pagination.rowsPerPage')}
          value={pageSize}
          onChange={(event) => onPageSizeChange(event.currentTarget.value as PageSize)}
          data={sizes.map((size) => ({
            value: size,
            label: size === 'all' ? t('financial.pagination.all') : size,
          }))}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {t(rangeKey(total, totalExact), { from, to, total })}
        </Text>
      </Group>
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={page}
          onChange={onPageChange}
          siblings={0}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`financial.pagination.${control}`) })}
          getItemProps={(item) => ({
            'aria-label': t('financial.pagination.page', { page: item }),
            'aria-current': item === page ? 'page' : undefined,
          })}
          aria-label={t('financial.pagination.label')}
        />
      ) : null}
    </Group>
  );
}
