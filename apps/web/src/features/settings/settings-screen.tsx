import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ImpersonationNotice, useImpersonating } from '../../shared/ui/impersonation-notice.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { NotificationsCard } from './notifications-card.tsx';
import { PasswordCard } from './password-card.tsx';
import { PixKeyCard } from './pix-key-card.tsx';
import { PreferencesCard } from './preferences-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

/** `/settings`: Pix key, password, preferences, notifications and the user's sessions. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const impersonating = useImpersonating();
  return (
    <>
      <PageHeader title={t('screens.settings.title')} description={t('settings.description')} />
      <Stack gap="lg">
        {impersonating ? <ImpersonationNotice /> : null}
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <PixKeyCard locked={impersonating} />
          <PasswordCard locked={impersonating} />
        </SimpleGrid>
        <PreferencesCard />
        <NotificationsCard locked={impersonating} />
        <SessionsCard />
      </Stack>
    </>
  );
}
