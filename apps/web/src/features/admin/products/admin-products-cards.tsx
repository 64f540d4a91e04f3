import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminProduct } from '@repasse/core/contract/admin-products';
import { IconPackageOff } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { CardList } from '../panel-ui/card-list.tsx';
import { SellerLink } from '../recovery/seller-link.tsx';
import {
  AdminProductActions,
  AdminProductStatus,
  AdminProductThumbnail,
} from './product-parts.tsx';

const figure = { fontVariantNumeric: 'tabular-nums' } as const;

type AdminProductsCardsProps = {
  rows: AdminProduct[] | undefined;
  loading: boolean;
  filtered: boolean;
  onAct: (product: AdminProduct) => void;
};

/** The products on phones: one card per product, the same columns stacked. */
export function AdminProductsCards({ rows, loading, filtered, onAct }: AdminProductsCardsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('adminProducts.tableLabel')}
      skeletonHeight={180}
      empty={{
        icon: <IconPackageOff size={24} aria-hidden />,
        title: t(filtered ? 'adminProducts.emptyFiltered' : 'adminProducts.empty'),
        description: filtered ? t('adminProducts.emptyFilteredHint') : undefined,
      }}
    >
      {(product) => (
        <Paper
          component="li"
          key={product.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="admin-product-row"
        >
          <Stack gap="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <AdminProductThumbnail product={product} size={48} />
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {product.name}
                </Text>
                <Text size="sm" style={figure}>
                  {formatMoney(product.price)}
                </Text>
              </Stack>
            </Group>
            <AdminProductStatus product={product} />
            <SellerLink
              sellerId={product.seller.id}
              name={product.seller.tradeName}
              email={product.seller.email}
            />
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
              <Text size="xs" c="dimmed">
                {t('adminProducts.columns.sales')}
              </Text>
              <Text size="xs" ta="right" style={figure}>
                {product.sales}
              </Text>
              <Text size="xs" c="dimmed">
                {t('adminProducts.columns.volume')}
              </Text>
              <Text size="xs" ta="right" fw={600} style={figure}>
                {formatMoney(product.volume)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('adminProducts.columns.affiliates')}
              </Text>
              <Text size="xs" ta="right">
                {t(
                  product.affiliateProgram
                    ? 'adminProducts.affiliates.on'
                    : 'adminProducts.affiliates.off',
                )}
              </Text>
            </SimpleGrid>
            <AdminProductActions product={product} onAct={onAct} />
          </Stack>
        </Paper>
      )}
    </CardList>
  );
}
