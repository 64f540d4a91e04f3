import { Badge, Card, CloseButton, Group, SegmentedControl, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { DocumentStatus } from '@repasse/core/states/document';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { type DocumentFilters, useAdminDocuments } from './api/admin-documents.ts';
import { DocumentsCards } from './documents-cards.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { ReviewModal } from './review-modal.tsx';

const statusOptions = ['pending', 'approved', 'refused', 'all'] as const satisfies readonly (
  | DocumentStatus
  | 'all'
)[];
type StatusOption = (typeof statusOptions)[number];
const isStatusOption = (value: string | null): value is StatusOption =>
  (statusOptions as readonly (string | null)[]).includes(value);

/**
 * Admin → Management → Documents: the review queue (pending first, oldest first). The URL holds
 * the filters (`status`, `sellerId`) and the document under review (`document`), so the users
 * panel can link straight to a review.
 */
export default function DocumentsPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requestedStatus = params.get('status');
  const filters: DocumentFilters = {
    status: isStatusOption(requestedStatus) ? requestedStatus : 'pending',
    sellerId: params.get('sellerId') ?? undefined,
  };
  const { paging, setPage, setPageSize, firstPage } = usePaging();
  const documents = useAdminDocuments(filters, paging);
  const reviewingId = params.get('document');
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const reviewing = documents.data?.items.find((item) => item.id === reviewingId) ?? null;
  const sellerEmail = filters.sellerId
    ? documents.data?.items.find((item) => item.seller.id === filters.sellerId)?.seller.email
    : undefined;

  const updateParams = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return (
    <>
      <PanelHeader
        title={t('admin.panels.documents')}
        description={t('adminDocuments.description')}
      />
      <Group justify="space-between" gap="sm" mb="md">
        <SegmentedControl
          aria-label={t('adminDocuments.filters.status')}
          size={phone ? 'xs' : 'sm'}
          fullWidth={phone}
          w={phone ? '100%' : undefined}
          value={filters.status}
          data={statusOptions.map((value) => ({
            value,
            label: value === 'all' ? t('adminDocuments.filters.all') : t(`kyc.status.${value}`),
          }))}
          onChange={(value) => {
            firstPage();
            updateParams({ status: value, document: null });
          }}
        />
        {filters.sellerId ? (
          <Badge
            size="lg"
            variant="light"
            color="gray"
            tt="none"
            rightSection={
              <CloseButton
                size="xs"
                aria-label={t('adminDocuments.filters.clearSeller')}
                onClick={() => updateParams({ sellerId: null, document: null })}
              />
            }
          >
            <Text span size="sm">
              {t('adminDocuments.filters.seller', { seller: sellerEmail ?? filters.sellerId })}
            </Text>
          </Badge>
        ) : null}
      </Group>
      {documents.isError && !documents.data ? (
        <LoadError
          title={t('adminDocuments.errors.load')}
          error={documents.error}
          onRetry={() => void documents.refetch()}
          retrying={documents.isFetching}
        />
      ) : phone ? (
        <DocumentsCards
          rows={documents.data?.items}
          loading={documents.isPending}
          onReview={(document) => updateParams({ document: document.id })}
        />
      ) : (
        <Card padding={0}>
          <DocumentsTable
            rows={documents.data?.items}
            loading={documents.isPending}
            onReview={(document) => updateParams({ document: document.id })}
          />
        </Card>
      )}
      {documents.data ? (
        <TablePagination
          total={documents.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
      <ReviewModal document={reviewing} onClose={() => updateParams({ document: null })} />
    </>
  );
}
