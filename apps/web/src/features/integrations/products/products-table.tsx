import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Product } from '@repasse/core/contract/products';
import { IconEdit, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { CheckoutLink } from './checkout-link.tsx';
import { ProductMethods, ProductStatus } from './product-methods.tsx';
import { ProductThumbnail } from './product-thumbnail.tsx';

type ProductsTableProps = {
  products: Product[];
  onEdit: (product: Product) => void;
  /** Opens the product's affiliate programme. */
  onAffiliates: (product: Product) => void;
};

export function ProductsTable({ products, onEdit, onAffiliates }: ProductsTableProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-label={t('integrations.products.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('integrations.products.columns.product')}</Table.Th>
            <Table.Th ta="right">{t('integrations.products.columns.price')}</Table.Th>
            <Table.Th>{t('integrations.products.columns.methods')}</Table.Th>
            <Table.Th>{t('integrations.products.columns.status')}</Table.Th>
            <Table.Th>{t('integrations.products.columns.checkout')}</Table.Th>
            <Table.Th>{t('integrations.products.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ProductThumbnail product={product} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} lineClamp={1}>
                      {product.name}
                    </Text>
                    {product.description ? (
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {product.description}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(product.price)}
              </Table.Td>
              <Table.Td>
                <ProductMethods product={product} />
              </Table.Td>
              <Table.Td maw={240}>
                <ProductStatus product={product} />
              </Table.Td>
              <Table.Td>
                <CheckoutLink product={product} />
              </Table.Td>
              <Table.Td>
                <Stack gap={6} align="flex-start">
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconEdit size={14} aria-hidden />}
                    onClick={() => onEdit(product)}
                    aria-label={t('integrations.products.editOf', { name: product.name })}
                  >
                    {t('integrations.edit')}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    leftSection={<IconUsersGroup size={14} aria-hidden />}
                    onClick={() => onAffiliates(product)}
                    aria-label={t('integrations.products.affiliatesOf', { name: product.name })}
                  >
                    {t('integrations.products.affiliates')}
                  </Button>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
