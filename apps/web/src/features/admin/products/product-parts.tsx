import { ActionIcon, Badge, Button, Group, Image, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { AdminProduct } from '@repasse/core/contract/admin-products';
import {
  IconCircleCheck,
  IconExternalLink,
  IconPackage,
  IconPlayerPause,
  IconRestore,
  IconShoppingCartOff,
} from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { ProductBlockedNote } from '../../../shared/ui/product-blocked-note.tsx';
import { StatusBadge } from '../../../shared/ui/status-badge.tsx';
import { productActionFor, productStanding } from './product-filters.ts';

const figure = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The product's image as a small square, or a package icon when it has none. */
export function AdminProductThumbnail({
  product,
  size = 40,
}: {
  product: AdminProduct;
  size?: number;
}) {
  if (!product.imageUrl) {
    return (
      <ThemeIcon variant="light" color="gray" size={size} radius="md" style={{ flexShrink: 0 }}>
        <IconPackage size={size / 2} stroke={1.5} aria-hidden />
      </ThemeIcon>
    );
  }
  return (
    <Image
      src={product.imageUrl}
      alt=""
      w={size}
      h={size}
      radius="md"
      fit="cover"
      style={{ flexShrink: 0 }}
    />
  );
}

/** On sale, switched off by its seller, or taken off sale by an admin (with the reason). */
export function AdminProductStatus({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const standing = productStanding(product);
  if (product.blocked) return <ProductBlockedNote blocked={product.blocked} withDate />;
  return (
    <StatusBadge
      size="sm"
      look={
        standing === 'active'
          ? { color: 'teal', icon: IconCircleCheck }
          : { color: 'gray', icon: IconPlayerPause }
      }
    >
      {t(`adminProducts.status.${standing}`)}
    </StatusBadge>
  );
}

/** Shown only when the product's affiliate programme is on. */
export function AffiliatesBadge() {
  const { t } = useTranslation();
  return (
    <Badge size="xs" variant="light" color="grape" tt="none" style={{ flexShrink: 0 }}>
      {t('adminProducts.affiliates.badge')}
    </Badge>
  );
}

/** What the product sold: the volume, and the number of sales under it. */
export function SalesFigures({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <>
      <Text size="sm" fw={600} style={figure}>
        {formatMoney(product.volume)}
      </Text>
      <Text size="xs" c="dimmed" style={figure}>
        {t('adminProducts.salesCount', { count: product.sales })}
      </Text>
    </>
  );
}

type AdminProductActionsProps = {
  product: AdminProduct;
  onAct: (product: AdminProduct) => void;
  /** The table's narrow column: the checkout link as an icon. */
  compact?: boolean;
};

/** Open its checkout in a new tab; take it off sale, or put back what an admin took off. */
export function AdminProductActions({ product, onAct, compact = false }: AdminProductActionsProps) {
  const { t } = useTranslation();
  const action = productActionFor(product);
  const openLabel = t('adminProducts.openCheckoutOf', { name: product.name });
  return (
    <Group gap={6} wrap={compact ? 'nowrap' : 'wrap'}>
      {compact ? (
        <Tooltip label={t('adminProducts.openCheckout')} openDelay={300}>
          <ActionIcon
            variant="default"
            size="md"
            component="a"
            href={product.checkoutUrl}
            target="_blank"
            rel="noopener"
            aria-label={openLabel}
          >
            <IconExternalLink size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : (
        <Button
          size="xs"
          variant="default"
          component="a"
          href={product.checkoutUrl}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={14} aria-hidden />}
          aria-label={openLabel}
        >
          {t('adminProducts.openCheckout')}
        </Button>
      )}
      <Button
        size="xs"
        variant={action === 'deactivate' ? 'light' : 'default'}
        color={action === 'deactivate' ? 'red' : undefined}
        leftSection={
          action === 'deactivate' ? (
            <IconShoppingCartOff size={14} aria-hidden />
          ) : (
            <IconRestore size={14} aria-hidden />
          )
        }
        onClick={() => onAct(product)}
        aria-label={t(`adminProducts.${action}.actionOf`, { name: product.name })}
      >
        {t(`adminProducts.${action}.action`)}
      </Button>
    </Group>
  );
}
