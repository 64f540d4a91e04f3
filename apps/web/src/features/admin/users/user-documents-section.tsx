import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { KycDocument } from '@repasse/core/contract/kyc';
import { Link } from 'react-router';
import { queryString } from '../../../shared/http/query-string.ts';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DocumentStatusBadge } from '../../../shared/ui/document-status-badge.tsx';

type UserDocumentsSectionProps = { sellerId: string; documents: KycDocument[] };

/** The seller's documents, each with a link to its review in the documents panel. */
export function UserDocumentsSection({ sellerId, documents }: UserDocumentsSectionProps) {
  const { t } = useTranslation();
  const reviewLink = (document: KycDocument) =>
    `/admin${queryString({
      tab: 'management',
      panel: 'documents',
      status: document.status === 'pending' ? 'pending' : 'all',
      sellerId,
      document: document.id,
    })}`;
  return (
    <Stack gap="sm">
      <Title order={3} fz="md">
        {t('adminUsers.detail.documents')}
      </Title>
      {documents.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminUsers.detail.noDocuments')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {documents.map((document) => (
            <Paper component="li" key={document.type} withBorder radius="md" px="sm" py={8}>
              <Group justify="space-between" gap="xs">
                <div>
                  <Text size="sm" fw={600}>
                    {t(`kyc.types.${document.type}`)}
                  </Text>
                  {document.uploadedAt ? (
                    <Text size="xs" c="dimmed">
                      {t('kyc.card.uploadedAt', { date: formatDateTime(document.uploadedAt) })}
                    </Text>
                  ) : null}
                </div>
                <Group gap="sm">
                  <DocumentStatusBadge status={document.status} size="sm" />
                  {document.id ? (
                    <Anchor
                      component={Link}
                      to={reviewLink(document)}
                      size="sm"
                      fw={600}
                      aria-label={t('adminUsers.detail.reviewDocument', {
                        document: t(`kyc.types.${document.type}`),
                      })}
                    >
                      {t(
                        document.status === 'pending'
                          ? 'adminUsers.detail.review'
                          : 'adminUsers.detail.view',
                      )}
                    </Anchor>
                  ) : null}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
