import { Alert, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { KycDocument } from '@repasse/core/contract/kyc';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useId } from 'react';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { formatFileSize } from '../../shared/i18n/format-file-size.ts';
import { currentLocale } from '../../shared/i18n/i18n.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { DocumentStatusBadge } from '../../shared/ui/document-status-badge.tsx';
import { FilePreview } from '../../shared/ui/file-preview.tsx';
import { documentIcons } from './document-types.ts';
import { UploadZone } from './upload-zone.tsx';

type DocumentCardProps = {
  document: KycDocument;
  /** The account is verified: documents are shown, not sent again. */
  locked: boolean;
};

/** One required document: its status, the refusal reason, a preview and the upload control. */
export function DocumentCard({ document, locked }: DocumentCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const label = t(`kyc.types.${document.type}`);
  const TypeIcon = documentIcons[document.type];
  const sent = document.id !== null && document.status !== 'unknown';
  const details = [
    document.originalName,
    document.sizeBytes === null ? null : formatFileSize(document.sizeBytes, currentLocale()),
    document.uploadedAt
      ? t('kyc.card.uploadedAt', { date: formatDateTime(document.uploadedAt) })
      : null,
  ].filter(Boolean);

  return (
    <Card component="section" aria-labelledby={titleId} h="100%">
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={40} radius="md">
            <TypeIcon size={22} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" gap={6}>
              <Title order={2} fz="md" id={titleId}>
                {label}
              </Title>
              <DocumentStatusBadge status={document.status} />
            </Group>
            <Text size="xs" c="dimmed">
              {t(`kyc.hints.${document.type}`)}
            </Text>
          </Stack>
        </Group>

        {document.status === 'refused' ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconCircleX size={18} aria-hidden />}
            title={t('kyc.card.refusedTitle')}
          >
            <Text size="sm" fw={600}>
              {document.refusalReason ?? t('kyc.card.noReason')}
            </Text>
            <Text size="xs" mt={4}>
              {t('kyc.card.refusedHelp')}
            </Text>
          </Alert>
        ) : null}

        {sent ? (
          <Stack gap={6}>
            <FilePreview
              path={`/kyc/documents/${document.type}/file`}
              version={document.uploadedAt}
              contentType={document.contentType}
              title={t('kyc.card.previewOf', { document: label })}
            />
            {details.length ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {details.join(' · ')}
              </Text>
            ) : null}
          </Stack>
        ) : null}

        <div style={{ marginTop: 'auto' }}>
          {document.status === 'approved' || locked ? (
            <Group gap={6} wrap="nowrap">
              <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />
              <Text size="sm">
                {t(
                  document.status === 'approved' ? 'kyc.card.approvedHelp' : 'kyc.card.lockedHelp',
                )}
              </Text>
            </Group>
          ) : (
            <Stack gap={6}>
              {document.status === 'pending' ? (
                <Text size="sm" c="dimmed">
                  {t('kyc.card.pendingHelp')}
                </Text>
              ) : null}
              <UploadZone
                type={document.type}
                documentLabel={label}
                replacing={sent}
                emphasize={document.status !== 'pending'}
              />
            </Stack>
          )}
        </div>
      </Stack>
    </Card>
  );
}
