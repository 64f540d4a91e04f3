import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function SettingsScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.settings.title')}
      description={t('screens.settings.description')}
      icon={<IconSettings size={28} stroke={1.5} aria-hidden />}
    />
  );
}
