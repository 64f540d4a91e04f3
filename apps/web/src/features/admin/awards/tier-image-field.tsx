import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrophy, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../shared/http/use-web-file.ts';
import { tierImageAccept } from './tier-image-check.ts';

type TierImageFieldProps = {
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
};

/** Choose a JPEG or PNG; the chosen file is previewed before it is sent with the tier. */
export function TierImageField({ currentUrl, file, onFileChange, error }: TierImageFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const previewUrl = useObjectUrl(file ?? undefined) ?? currentUrl;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('awards.admin.tierForm.image')}
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        {previewUrl ? (
          <Image
            src={previewUrl}
            alt={t('awards.admin.tierForm.imagePreview')}
            w={88}
            h={88}
            radius="md"
            fit="contain"
            bg="var(--mantine-color-default-hover)"
            style={{ flexShrink: 0 }}
          />
        ) : (
          <Stack
            w={88}
            h={88}
            align="center"
            justify="center"
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
          >
            <IconTrophy size={28} stroke={1.5} aria-hidden />
          </Stack>
        )}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <FileButton onChange={onFileChange} accept={tierImageAccept}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconPhotoUp size={14} aria-hidden />}
                  aria-describedby={hintId}
                >
                  {t(
                    file || currentUrl
                      ? 'awards.admin.tierForm.replaceImage'
                      : 'awards.admin.tierForm.chooseImage',
                  )}
                </Button>
              )}
            </FileButton>
            {file ? (
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                leftSection={<IconX size={14} aria-hidden />}
                onClick={() => onFileChange(null)}
              >
                {t('awards.admin.tierForm.clearImage')}
              </Button>
            ) : null}
          </Group>
          <Text id={hintId} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : t('awards.admin.tierForm.imageHint')}
          </Text>
          {error ? (
            <Text size="xs" c="red" role="alert">
              {error}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Stack>
  );
}
