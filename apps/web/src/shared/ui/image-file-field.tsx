import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useObjectUrl } from '../http/use-web-file.ts';
import { useTranslation } from '../i18n/use-translation.ts';

export type ImageFileFieldProps = {
  /** The image the object has now (public URL), if any. */
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
};

/** The words an image field reads under its key prefix (the locale test checks them). */
export const imageFieldKeys = [
  'image',
  'imagePreview',
  'chooseImage',
  'replaceImage',
  'clearImage',
  'imageHint',
] as const;
/** The prefixes the app's image fields use. */
export const imageFieldPrefixes = ['awards.admin.tierForm', 'integrations.products.form'] as const;

type Words = {
  label: string;
  preview: string;
  choose: string;
  replace: string;
  clear: string;
  hint: string;
};

/**
 * Choose a JPEG or PNG; the chosen file is previewed before the form sends it. `keys` name the
 * field's words under one prefix (`<prefix>.image`, `.imagePreview`, `.chooseImage`,
 * `.replaceImage`, `.clearImage`, `.imageHint`); `placeholder` shows while there is no image.
 */
export function ImageFileField({
  currentUrl,
  file,
  onFileChange,
  error,
  keyPrefix,
  accept,
  placeholder,
  fit = 'cover',
}: ImageFileFieldProps & {
  keyPrefix: (typeof imageFieldPrefixes)[number];
  accept: string;
  placeholder: ReactNode;
  fit?: 'cover' | 'contain';
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const previewUrl = useObjectUrl(file ?? undefined) ?? currentUrl;
  const words: Words = {
    label: t(`${keyPrefix}.image`),
    preview: t(`${keyPrefix}.imagePreview`),
    choose: t(`${keyPrefix}.chooseImage`),
    replace: t(`${keyPrefix}.replaceImage`),
    clear: t(`${keyPrefix}.clearImage`),
    hint: t(`${keyPrefix}.imageHint`),
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {words.label}
      </Text>
      <Group gap="md" align="center" wrap="nowrap">
        {previewUrl ? (
          <Image
            src={previewUrl}
            alt={words.preview}
            w={88}
            h={88}
            radius="md"
            fit={fit}
            bg={fit === 'contain' ? 'var(--mantine-color-default-hover)' : undefined}
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
            {placeholder}
          </Stack>
        )}
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <FileButton onChange={onFileChange} accept={accept}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="default"
                  leftSection={<IconPhotoUp size={14} aria-hidden />}
                  aria-describedby={hintId}
                >
                  {file || currentUrl ? words.replace : words.choose}
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
                {words.clear}
              </Button>
            ) : null}
          </Group>
          <Text id={hintId} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {file ? file.name : words.hint}
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
