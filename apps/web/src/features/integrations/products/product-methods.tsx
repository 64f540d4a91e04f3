import { Badge, Group } from '@mantine/core';
import type { Product } from '@repasse/core/contract/products';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ProductBlockedNote } from '../../../shared/ui/product-blocked-note.tsx';

/** The methods a product accepts, card with its instalment limit. */
export function ProductMethods({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="wrap">
      {product.methods.map((method) => (
        <Badge key={method} variant="light" color="gray" size="sm" tt="none">
          {method === 'card'
            ? t('orders.methodWithInstalments', {
                method: t('orders.methods.card'),
                count: product.maxInstalments,
              })
            : t(`orders.methods.${method}`)}
        </Badge>
      ))}
    </Group>
  );
}

export function ProductActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {t(active ? 'integrations.active' : 'integrations.inactive')}
    </Badge>
  );
}

/** On sale or not; taken off sale by the platform's team, with their reason. */
export function ProductStatus({ product }: { product: Product }) {
  return product.blocked ? (
    <ProductBlockedNote blocked={product.blocked} />
  ) : (
    <ProductActiveBadge active={product.active} />
  );
}
