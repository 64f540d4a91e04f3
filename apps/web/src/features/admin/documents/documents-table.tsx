import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { AdminDocument } from '@repasse/core/contract/kyc';
import { IconFileCertificate } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DocumentStatusBadge } from '../../../shared/ui/document-status-badge.tsx';
import { EmptyRow, LoadingRows } from '../panel-ui/table-body-states.tsx';

const columns = 5;

type DocumentsTableProps = {
  rows: AdminDocument[] | undefined;
  loading: boolean;
  onReview: (document: AdminDocument) => void;
};

export function DocumentsTable({ rows, loading, onReview }: DocumentsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table highlightOnHover verticalSpacing="sm" aria-label={t('adminDocuments.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('adminDocuments.columns.seller')}</Table.Th>
            <Table.Th>{t('adminDocuments.columns.type')}</Table.Th>
            <Table.Th>{t('adminDocuments.columns.uploadedAt')}</Table.Th>
            <Table.Th>{t('adminDocuments.columns.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('adminUsers.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !rows ? (
            <LoadingRows columns={columns} />
          ) : rows?.length ? (
            rows.map((document) => {
              const label = t(`kyc.types.${document.type}`);
              return (
                <Table.Tr key={document.id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {document.seller.fullName}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {document.seller.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{label}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(document.uploadedAt)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <DocumentStatusBadge status={document.status} size="sm" />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant={document.status === 'pending' ? 'filled' : 'default'}
                      onClick={() => onReview(document)}
                      aria-label={t(
                        document.status === 'pending'
                          ? 'adminDocuments.reviewLabel'
                          : 'adminDocuments.viewLabel',
                        {
                          document: label,
                          seller: document.seller.email,
                        },
                      )}
                    >
                      {t(
                        document.status === 'pending'
                          ? 'adminDocuments.reviewAction'
                          : 'adminDocuments.viewAction',
                      )}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })
          ) : (
            <EmptyRow
              columns={columns}
              icon={<IconFileCertificate size={24} aria-hidden />}
              title={t('adminDocuments.empty')}
              description={t('adminDocuments.emptyDescription')}
            />
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
