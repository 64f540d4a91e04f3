import { Card, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  type AffiliationStatus,
  affiliationStatuses,
  type ProducerAffiliate,
} from '@repasse/core/contract/affiliates';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { useProducts } from '../../integrations/api/products.ts';
import { useProducerAffiliates } from '../api/producer.ts';
import { DecisionModal, type ReasonedAction } from './decision-modal.tsx';
import { ProducerCards, ProducerTable } from './producer-list.tsx';

type ProducerTabProps = {
  /** The product the list is narrowed to (`?product=`), from the product's programme dialog. */
  productId: string | null;
  onProductChange: (productId: string | null) => void;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The affiliates of the caller's products: requests to decide, sales and commissions paid. */
export function ProducerTab({ productId, onProductChange }: ProducerTabProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AffiliationStatus | ''>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const [deciding, setDeciding] = useState<{
    affiliate: ProducerAffiliate;
    action: ReasonedAction;
  } | null>(null);
  const product = productId && uuidPattern.test(productId) ? productId : '';
  const products = useProducts();
  const affiliates = useProducerAffiliates({
    page,
    pageSize,
    ...(status ? { status } : {}),
    ...(product ? { productId: product } : {}),
  });
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const filtered = Boolean(status || product);
  const clear = () => {
    setStatus('');
    setPage(1);
    onProductChange(null);
  };

  return (
    <Card component="section" aria-labelledby="producer-affiliates-title">
      <Stack gap={2} mb="md">
        <Text id="producer-affiliates-title" component="h2" fz="lg" fw={700} m={0}>
          {t('affiliates.producer.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('affiliates.producer.description')}
        </Text>
      </Stack>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="sm"
        role="search"
        aria-label={t('affiliates.producer.filtersLabel')}
      >
        <NativeSelect
          label={t('affiliates.producer.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as AffiliationStatus | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('affiliates.producer.allStatuses') },
            ...affiliationStatuses.map((value) => ({
              value,
              label: t(`affiliates.status.${value}`),
            })),
          ]}
        />
        <NativeSelect
          label={t('affiliates.producer.product')}
          value={product}
          onChange={(event) => {
            setPage(1);
            onProductChange(event.currentTarget.value || null);
          }}
          data={[
            { value: '', label: t('affiliates.producer.allProducts') },
            ...(products.data?.items ?? []).map((item) => ({ value: item.id, label: item.name })),
          ]}
        />
      </SimpleGrid>
      <PagedQueryBody
        query={affiliates}
        loadErrorTitle={t('affiliates.producer.loadError')}
        skeleton={{ rows: 3, height: 56 }}
        empty={
          <ListEmptyState
            icon={<IconUsersGroup size={24} stroke={1.5} aria-hidden />}
            title={t(filtered ? 'affiliates.producer.emptyFiltered' : 'affiliates.producer.empty')}
            description={t(
              filtered
                ? 'affiliates.producer.emptyFilteredDescription'
                : 'affiliates.producer.emptyDescription',
            )}
            clear={filtered ? { label: t('affiliates.producer.clear'), onClick: clear } : undefined}
          />
        }
      >
        {(data) => (
          <>
            {phone ? (
              <ProducerCards
                rows={data.items}
                onAskReason={(affiliate, action) => setDeciding({ affiliate, action })}
              />
            ) : (
              <ProducerTable
                rows={data.items}
                onAskReason={(affiliate, action) => setDeciding({ affiliate, action })}
              />
            )}
            <TablePagination
              page={page}
              pageSize={pageSize}
              total={data.total}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          </>
        )}
      </PagedQueryBody>
      <DecisionModal target={deciding} onClose={() => setDeciding(null)} />
    </Card>
  );
}
