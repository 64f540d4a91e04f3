import { Card, Skeleton, Stack } from '@mantine/core';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { usePlatformSettings } from './api/platform-settings.ts';
import { PlatformSettingsForm } from './platform-settings-form.tsx';
import { settingsToForm } from './settings-form-values.ts';

/** Admin → Settings → Platform settings: who pays instalment fees, reserve, limits and prices. */
export function PlatformSettingsPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const settings = usePlatformSettings();
  return (
    <>
      <PanelHeader
        title={t('platformSettings.title')}
        description={t('platformSettings.description')}
      />
      {settings.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={150} radius="md" />
          <Skeleton h={90} radius="md" />
          <Skeleton h={90} radius="md" />
        </Stack>
      ) : settings.isError ? (
        <LoadError
          title={t('platformSettings.loadError')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <Card>
          <PlatformSettingsForm initialValues={settingsToForm(settings.data, locale)} />
        </Card>
      )}
    </>
  );
}

export default PlatformSettingsPanel;
