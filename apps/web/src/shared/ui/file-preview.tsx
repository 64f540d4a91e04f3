import { Anchor, Box, Button, Center, Image, Skeleton, Stack, Text } from '@mantine/core';
import { IconExternalLink, IconFileTypePdf, IconPhotoOff } from '@tabler/icons-react';
import { useWebFile } from '../http/use-web-file.ts';
import { useTranslation } from '../i18n/use-translation.ts';

type FilePreviewProps = {
  /** Path under /web of the file, or null when there is nothing to show. */
  path: string | null;
  /** Changes when the file is replaced, so the new one is loaded. */
  version?: string | null;
  contentType: string | null;
  /** What the file is, for the image's alternative text and the PDF frame's title. */
  title: string;
  /** A small tile in a card, or the full file for review. */
  size?: 'thumbnail' | 'full';
};

const heights = { thumbnail: 140, full: 'min(60vh, 640px)' } as const;

/**
 * An uploaded image or PDF, fetched with the Bearer token and shown through an object URL.
 * PDFs are shown in a frame in full size and offered as a link in thumbnails.
 */
export function FilePreview({
  path,
  version,
  contentType,
  title,
  size = 'thumbnail',
}: FilePreviewProps) {
  const { t } = useTranslation();
  const file = useWebFile(path, version);
  const height = heights[size];
  const isPdf = contentType === 'application/pdf';

  if (file.isPending) {
    return <Skeleton h={height} radius="md" aria-label={t('kyc.preview.loading')} />;
  }
  if (file.isError || !file.url) {
    return (
      <Center h={height} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
        <Stack gap={6} align="center">
          <IconPhotoOff size={22} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('kyc.preview.unavailable')}
          </Text>
          <Button size="compact-xs" variant="default" onClick={() => void file.refetch()}>
            {t('kyc.preview.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }

  const openLink = (
    <Anchor href={file.url} target="_blank" rel="noopener" size="sm" fw={600}>
      <IconExternalLink size={14} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      {t('kyc.preview.open')}
    </Anchor>
  );

  if (isPdf && size === 'thumbnail') {
    return (
      <Center h={height} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }}>
        <Stack gap={4} align="center">
          <IconFileTypePdf size={32} stroke={1.4} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('kyc.preview.pdf')}
          </Text>
          {openLink}
        </Stack>
      </Center>
    );
  }

  if (isPdf) {
    return (
      <Stack gap="xs">
        {/* A frame, not an object: the CSP allows blob: frames and no plugins (object-src 'none'). */}
        <Box
          component="iframe"
          src={file.url}
          title={title}
          w="100%"
          h={height}
          style={{ border: 0, borderRadius: 8 }}
        />
        {openLink}
      </Stack>
    );
  }

  return (
    <Stack gap="xs">
      <Image
        src={file.url}
        alt={title}
        h={height}
        fit="contain"
        radius="md"
        bg="var(--mantine-color-default-hover)"
      />
      {size === 'full' ? openLink : null}
    </Stack>
  );
}
