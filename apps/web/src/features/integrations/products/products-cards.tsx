import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Product } from '@repasse/core/contract/products';
import { IconEdit, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { ProductBlockedNote } from '../../../shared/ui/product-blocked-note.tsx';
import { CheckoutLink } from './checkout-link.tsx';
import { ProductActiveBadge, ProductMethods } from './product-methods.tsx';
import { ProductThumbnail } from './product-thumbnail.tsx';

type ProductsCardsProps = {
  products: Product[];
  onEdit: (product: Product) => void;
  /** Opens the product's affiliate programme. */
  onAffiliates: (product: Product) => void;
};

/** The products table on phones: one card per product. */
export function ProductsCards({ products, onEdit, onAffiliates }: ProductsCardsProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('integrations.products.tableLabel')}
    >
      {products.map((product) => (
        <li key={product.id}>
          <Paper withBorder radius="md" p="sm">
            <Stack gap="sm">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ProductThumbnail product={product} size={56} />
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {product.name}
                    </Text>
                    {product.blocked ? null : <ProductActiveBadge active={product.active} />}
                  </Group>
                  <Text size="sm" fw={500}>
                    {money(product.price)}
                  </Text>
                </Stack>
              </Group>
              {product.blocked ? <ProductBlockedNote blocked={product.blocked} /> : null}
              <ProductMethods product={product} />
              <Group gap={6} justify="space-between">
                <CheckoutLink product={product} />
                <Group gap={6} wrap="nowrap">
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
                </Group>
              </Group>
            </Stack>
          </Paper>
        </li>
      ))}
    </Stack>
  );
}
