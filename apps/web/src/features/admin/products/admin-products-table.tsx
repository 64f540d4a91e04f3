import { Group, Stack, Table, Text } from '@mantine/core';
import type { AdminProduct } from '@repasse/core/contract/admin-products';
import { IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';
import { SellerLink } from '../recovery/seller-link.tsx';
import {
  AdminProductActions,
  AdminProductStatus,
  AdminProductThumbnail,
  AffiliatesBadge,
  SalesFigures,
} from './product-parts.tsx';

const columns = 5;

type AdminProductsTableProps = {
  rows: AdminProduct[] | undefined;
  loading: boolean;
  filtered: boolean;
  onAct: (product: AdminProduct) => void;
};

export function AdminProductsTable({ rows, loading, filtered, onAct }: AdminProductsTableProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('adminProducts.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th miw={220}>{t('adminProducts.columns.product')}</Table.Th>
            <Table.Th miw={170}>{t('adminProducts.columns.seller')}</Table.Th>
            <Table.Th miw={170}>{t('adminProducts.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('adminProducts.columns.sales')}</Table.Th>
            <Table.Th>{t('adminProducts.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((product) => (
              <Table.Tr key={product.id} data-testid="admin-product-row">
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <AdminProductThumbnail product={product} />
                    <Stack gap={2} style={{ minWidth: 0 }} align="flex-start">
                      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {product.name}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {formatMoney(product.price)}
                      </Text>
                      {product.affiliateProgram ? <AffiliatesBadge /> : null}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <SellerLink
                    sellerId={product.seller.id}
                    name={product.seller.tradeName}
                    email={product.seller.email}
                  />
                </Table.Td>
                <Table.Td maw={240}>
                  <AdminProductStatus product={product} />
                </Table.Td>
                <Table.Td ta="right">
                  <SalesFigures product={product} />
                </Table.Td>
                <Table.Td>
                  <AdminProductActions product={product} onAct={onAct} compact />
                </Table.Td>
              </Table.Tr>
            ))
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconPackageOff size={24} aria-hidden />}
              title={t(filtered ? 'adminProducts.emptyFiltered' : 'adminProducts.empty')}
              description={filtered ? t('adminProducts.emptyFilteredHint') : undefined}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
