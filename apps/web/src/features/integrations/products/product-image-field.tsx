import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPhotoUp, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../shared/http/use-web-file.ts';
import { productImageAccept } from './product-image-check.ts';

type ProductImageFieldProps = {
  /** The image the product has now (public URL), if any. */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
};

/** Choose a JPEG or PNG; the chosen file is previewed before it is sent with the product. */
export function ProductImageField({
  currentUrl,
  file,
  onFileChange,
  error,
}: ProductImageFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const previewUrl = useObjectUrl(file ?? undefined) ?? currentUrl;
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {t('integrations.products.form.image')}
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        {previewUrl ? (
          <Image
            src={previewUrl}
            alt={t('integrations.products.form.imagePreview')}
            w={88}
            h={88}
            radius="md"
            fit="cover"
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
            <IconPhoto size={28} stroke={1.5} aria-hidden />
          </Stack>
        )}
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={onFileChange} accept={productImageAccept}>
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
                      ? 'integrations.products.form.replaceImage'
                      : 'integrations.products.form.chooseImage',
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
                {t('integrations.products.form.clearImage')}
              </Button>
            ) : null}
          </Group>
          <Text id={hintId} size="xs" c="dimmed">
            {file ? file.name : t('integrations.products.form.imageHint')}
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
