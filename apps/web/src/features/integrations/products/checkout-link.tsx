import { Button, Group, Text } from '@mantine/core';
import type { Product } from '@repasse/core/contract/products';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';

/** The product's hosted checkout address, to copy or open in a new tab. */
export function CheckoutLink({
  product,
  showUrl = false,
}: {
  product: Product;
  showUrl?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="wrap">
      {showUrl ? (
        <Text ff="monospace" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} w="100%">
          {product.checkoutUrl}
        </Text>
      ) : null}
      <CopyValueButton
        size="xs"
        value={product.checkoutUrl}
        label={t('integrations.products.copyLink')}
        aria-label={t('integrations.products.copyLinkOf', { name: product.name })}
      />
      {product.active ? (
        <Button
          size="xs"
          variant="default"
          component="a"
          href={product.checkoutUrl}
          target="_blank"
          rel="noopener"
          leftSection={<IconExternalLink size={14} aria-hidden />}
          aria-label={t('integrations.products.openCheckoutOf', { name: product.name })}
        >
          {t('integrations.products.openCheckout')}
        </Button>
      ) : null}
    </Group>
  );
}
