import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AdminDocument } from '@repasse/core/contract/kyc';
import { IconFileCertificate } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DocumentStatusBadge } from '../../../shared/ui/document-status-badge.tsx';
import { CardList } from '../panel-ui/card-list.tsx';

type DocumentsCardsProps = {
  rows: AdminDocument[] | undefined;
  loading: boolean;
  onReview: (document: AdminDocument) => void;
};

/** The review queue on phones: one card per document. */
export function DocumentsCards({ rows, loading, onReview }: DocumentsCardsProps) {
  const { t } = useTranslation();
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('adminDocuments.tableLabel')}
      skeletonHeight={110}
      empty={{
        icon: <IconFileCertificate size={24} aria-hidden />,
        title: t('adminDocuments.empty'),
        description: t('adminDocuments.emptyDescription'),
      }}
    >
      {(document) => {
        const label = t(`kyc.types.${document.type}`);
        const pending = document.status === 'pending';
        return (
          <Paper component="li" key={document.id} withBorder radius="md" p="sm">
            <Stack gap={8}>
              <Group justify="space-between" gap="xs" align="flex-start">
                <Text fw={600} size="sm">
                  {label}
                </Text>
                <DocumentStatusBadge status={document.status} size="sm" />
              </Group>
              <div>
                <Text size="sm">{document.seller.fullName}</Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {document.seller.email}
                </Text>
              </div>
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed">
                  {formatDateTime(document.uploadedAt)}
                </Text>
                <Button
                  size="xs"
                  variant={pending ? 'filled' : 'default'}
                  onClick={() => onReview(document)}
                  aria-label={t(
                    pending ? 'adminDocuments.reviewLabel' : 'adminDocuments.viewLabel',
                    {
                      document: label,
                      seller: document.seller.email,
                    },
                  )}
                >
                  {t(pending ? 'adminDocuments.reviewAction' : 'adminDocuments.viewAction')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        );
      }}
    </CardList>
  );
}
