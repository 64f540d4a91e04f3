import { Button, Card, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Product } from '@repasse/core/contract/products';
import { IconPackageOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { AffiliateProgramModal } from '../../affiliates/program/affiliate-program-modal.tsx';
import { useProducts } from '../api/products.ts';
import { ProductFormModal } from './product-form-modal.tsx';
import { ProductsCards } from './products-cards.tsx';
import { ProductsTable } from './products-table.tsx';

/** The seller's products, each with its checkout link; create and edit in a dialog. */
export function ProductsPanel() {
  const { t } = useTranslation();
  const products = useProducts();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const [editing, setEditing] = useState<{ product: Product | null } | null>(null);
  const [programOf, setProgramOf] = useState<Product | null>(null);

  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setEditing({ product: null })}
    >
      {t('integrations.products.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t('integrations.products.description')}
        </Text>
        {products.data?.items.length ? add : null}
      </Group>
      {products.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={56} />
          ))}
        </Stack>
      ) : products.isError ? (
        <LoadError
          title={t('integrations.products.loadError')}
          error={products.error}
          onRetry={() => void products.refetch()}
          retrying={products.isFetching}
        />
      ) : products.data.items.length === 0 ? (
        <Card py="xl" withBorder>
          <EmptyState
            size="sm"
            icon={<IconPackageOff size={24} stroke={1.5} aria-hidden />}
            title={t('integrations.products.empty.title')}
            description={t('integrations.products.empty.description')}
          >
            <EmptyState.Actions>{add}</EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : phone ? (
        <ProductsCards
          products={products.data.items}
          onEdit={(product) => setEditing({ product })}
          onAffiliates={setProgramOf}
        />
      ) : (
        <Card padding={0} withBorder>
          <ProductsTable
            products={products.data.items}
            onEdit={(product) => setEditing({ product })}
            onAffiliates={setProgramOf}
          />
        </Card>
      )}
      <ProductFormModal
        opened={editing !== null}
        product={editing?.product ?? null}
        onClose={() => setEditing(null)}
      />
      <AffiliateProgramModal product={programOf} onClose={() => setProgramOf(null)} />
    </Stack>
  );
}
