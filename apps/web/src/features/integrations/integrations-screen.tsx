import { IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function IntegrationsScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.integrations.title')}
      description={t('screens.integrations.description')}
      icon={<IconPlugConnected size={28} stroke={1.5} aria-hidden />}
    />
  );
}
