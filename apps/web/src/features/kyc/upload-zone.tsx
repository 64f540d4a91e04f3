import { Box, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { DocumentType } from '@repasse/core/states/document';
import { IconAlertCircle, IconCloudUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { isApiError } from '../../shared/http/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useUploadDocument } from './api/upload-document.ts';
import { kycAccept, kycFileProblem } from './file-check.ts';
import classes from './upload-zone.module.css';

type UploadZoneProps = {
  type: DocumentType;
  /** The document's name, e.g. "Front of ID". */
  documentLabel: string;
  /** A file was sent before: the button replaces it. */
  replacing: boolean;
  /** Sending a file is what the seller must do next (nothing sent yet, or refused). */
  emphasize: boolean;
};

/** Drop a file or choose one; checks it, then uploads it with a progress bar. */
export function UploadZone({ type, documentLabel, replacing, emphasize }: UploadZoneProps) {
  const { t } = useTranslation();
  const upload = useUploadDocument(type);
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const resetRef = useRef<() => void>(null);
  const hintId = useId();
  const busy = upload.isPending;

  const send = async (file: File | null | undefined) => {
    resetRef.current?.();
    if (!file || busy) return;
    setProblem(null);
    const problemKey = await kycFileProblem(file);
    if (problemKey) {
      setProblem(t(problemKey));
      return;
    }
    setPercent(0);
    upload.mutate(
      { file, onProgress: setPercent },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t('kyc.upload.sent', { document: documentLabel }),
          }),
        onError: (error) =>
          setProblem(isApiError(error) ? (error.fields.file ?? error.message) : error.message),
      },
    );
  };

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!busy) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap={8}>
      <Box
        className={classes.zone}
        data-dragging={dragging || undefined}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 200px' }}>
            <IconCloudUpload size={24} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />
            <div>
              <Text size="sm" fw={600}>
                {t('kyc.upload.drop')}
              </Text>
              <Text size="xs" c="dimmed" id={hintId}>
                {t('kyc.upload.hint')}
              </Text>
            </div>
          </Group>
          <FileButton onChange={(file) => void send(file)} accept={kycAccept} resetRef={resetRef}>
            {(props) => (
              <Button
                {...props}
                size="sm"
                variant={emphasize ? 'filled' : 'default'}
                loading={busy}
                aria-label={t(replacing ? 'kyc.upload.replaceFor' : 'kyc.upload.chooseFor', {
                  document: documentLabel,
                })}
                aria-describedby={hintId}
              >
                {t(replacing ? 'kyc.upload.replace' : 'kyc.upload.choose')}
              </Button>
            )}
          </FileButton>
        </Group>
      </Box>
      <div aria-live="polite">
        {busy ? (
          <Stack gap={4}>
            <Progress
              value={percent}
              size="md"
              striped
              animated
              aria-label={t('kyc.upload.progressLabel', { document: documentLabel })}
            />
            <Text size="xs" c="dimmed">
              {percent < 100 ? t('kyc.upload.uploading', { percent }) : t('kyc.upload.processing')}
            </Text>
          </Stack>
        ) : null}
      </div>
      {problem ? (
        <Group gap={6} wrap="nowrap" align="flex-start" role="alert">
          <IconAlertCircle
            size={16}
            color="var(--mantine-color-error)"
            aria-hidden
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm" c="var(--mantine-color-error)">
            {problem}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
