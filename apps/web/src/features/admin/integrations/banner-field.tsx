import { Box, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { integrationBannerAccept } from '@repasse/core/contract/integration-catalog';
import { IconPhotoUp, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { useObjectUrl } from '../../../shared/http/use-web-file.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { IntegrationBanner } from '../../integrations/catalog/integration-banner.tsx';
import { AdminBanner } from './admin-banner.tsx';

type BannerFieldProps = {
  /** The entry being edited (its banner shows until another is chosen); null for a new one. */
  current: { id: string; version: string } | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error: string | null;
};

/** Choose the banner (required for a new entry); the chosen file is previewed before saving. */
export function BannerField({ current, file, onFileChange, error }: BannerFieldProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const errorId = useId();
  const chosenUrl = useObjectUrl(file ?? undefined);
  return (
    <Stack gap={6}>
      <Input.Label required={!current}>{t('integrationCatalog.admin.form.banner')}</Input.Label>
      <Box maw={420}>
        {chosenUrl ? (
          <IntegrationBanner
            src={chosenUrl}
            radius="sm"
            alt={t('integrationCatalog.admin.form.bannerPreview')}
          />
        ) : current ? (
          <AdminBanner id={current.id} version={current.version} />
        ) : (
          <IntegrationBanner src={null} radius="sm" />
        )}
      </Box>
      <Group gap="xs">
        <FileButton onChange={onFileChange} accept={integrationBannerAccept}>
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="default"
              leftSection={<IconPhotoUp size={14} aria-hidden />}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
              aria-invalid={error ? true : undefined}
            >
              {t(
                file || current
                  ? 'integrationCatalog.admin.form.replaceBanner'
                  : 'integrationCatalog.admin.form.chooseBanner',
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
            {t(
              current
                ? 'integrationCatalog.admin.form.keepBanner'
                : 'integrationCatalog.admin.form.clearBanner',
            )}
          </Button>
        ) : null}
      </Group>
      <Text id={hintId} size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {file ? file.name : t('integrationCatalog.admin.form.bannerHint')}
      </Text>
      {error ? (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      ) : null}
    </Stack>
  );
}
