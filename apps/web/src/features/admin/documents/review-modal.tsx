import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, DataList, Grid, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AdminDocument, refuseDocumentSchema } from '@repasse/core/contract/kyc';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { formatFileSize } from '../../../shared/i18n/format-file-size.ts';
import { currentLocale } from '../../../shared/i18n/i18n.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DocumentStatusBadge } from '../../../shared/ui/document-status-badge.tsx';
import { FilePreview } from '../../../shared/ui/file-preview.tsx';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useApproveDocument, useRefuseDocument } from './api/review-document.ts';

type ReviewModalProps = { document: AdminDocument | null; onClose: () => void };

/** The file next to its details; approve, or refuse with the reason the seller will read. */
export function ReviewModal({ document, onClose }: ReviewModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={document !== null}
      onClose={onClose}
      size="xl"
      title={
        document
          ? t('adminDocuments.review.title', {
              document: t(`kyc.types.${document.type}`),
              seller: document.seller.fullName,
            })
          : ''
      }
    >
      {document ? <ReviewContent key={document.id} document={document} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}

function ReviewContent({ document, onDone }: { document: AdminDocument; onDone: () => void }) {
  const { t } = useTranslation();
  const [refusing, setRefusing] = useState(false);
  const approve = useApproveDocument();
  const label = t(`kyc.types.${document.type}`);
  const pending = document.status === 'pending';
  const details = [
    [t('adminDocuments.columns.seller'), `${document.seller.fullName} (${document.seller.email})`],
    [t('adminDocuments.review.file'), document.originalName ?? '—'],
    [
      t('adminDocuments.review.size'),
      document.sizeBytes === null ? '—' : formatFileSize(document.sizeBytes, currentLocale()),
    ],
    [t('adminDocuments.columns.uploadedAt'), formatDateTime(document.uploadedAt) || '—'],
    [t('adminDocuments.review.reviewedAt'), formatDateTime(document.reviewedAt) || '—'],
  ] as const;

  const onApprove = () =>
    approve.mutate(document.id, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('adminDocuments.approved', { document: label }),
        });
        onDone();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('adminDocuments.errors.update'),
          message: error.message,
        }),
    });

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <FilePreview
          path={`/admin/documents/${document.id}/file`}
          version={document.uploadedAt}
          contentType={document.contentType}
          title={t('kyc.card.previewOf', { document: label })}
          size="full"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <Group gap="sm">
            <Text fw={700}>{label}</Text>
            <DocumentStatusBadge status={document.status} />
          </Group>
          <DataList orientation="vertical" gap="xs">
            {details.map(([name, value]) => (
              <DataList.Item key={name}>
                <DataList.ItemLabel>{name}</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                  {value}
                </DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList>
          {document.status === 'refused' && document.refusalReason ? (
            <Alert color="red" variant="light" title={t('kyc.card.refusedTitle')}>
              {document.refusalReason}
            </Alert>
          ) : null}
          {!pending ? (
            <Text size="sm" c="dimmed">
              {t('adminDocuments.review.notPending')}
            </Text>
          ) : refusing ? (
            <RefuseForm document={document} onCancel={() => setRefusing(false)} onDone={onDone} />
          ) : (
            <Group gap="sm" grow>
              <Button
                color="teal"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={approve.isPending}
                onClick={onApprove}
              >
                {t('adminDocuments.review.approve')}
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconX size={16} aria-hidden />}
                disabled={approve.isPending}
                onClick={() => setRefusing(true)}
              >
                {t('adminDocuments.review.refuse')}
              </Button>
            </Group>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

type RefuseFormProps = { document: AdminDocument; onCancel: () => void; onDone: () => void };

function RefuseForm({ document, onCancel, onDone }: RefuseFormProps) {
  const { t } = useTranslation();
  const refuse = useRefuseDocument();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof refuseDocumentSchema>, unknown, z.output<typeof refuseDocumentSchema>>(
    { resolver: zodResolver(refuseDocumentSchema), defaultValues: { reason: '' } },
  );

  const onSubmit = handleSubmit(({ reason }) =>
    refuse.mutate(
      { id: document.id, reason },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t('adminDocuments.refused', { document: t(`kyc.types.${document.type}`) }),
          });
          onDone();
        },
        onError: (error) => {
          applyServerFieldErrors(setError, error, ['reason']);
          notifications.show({
            color: 'red',
            title: t('adminDocuments.errors.refuse'),
            message: error.message,
          });
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t('adminDocuments.review.reason')}
          description={t('adminDocuments.review.reasonHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={3}
          maxLength={500}
          required
          data-autofocus
          autoFocus
          error={fieldErrorText(t, errors.reason)}
          {...register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('adminUsers.cancel')}
          </Button>
          <Button type="submit" color="red" loading={refuse.isPending}>
            {t('adminDocuments.review.confirmRefuse')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
