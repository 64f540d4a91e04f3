import { IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function ClientScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.client.title')}
      description={t('screens.client.description')}
      icon={<IconUser size={28} stroke={1.5} aria-hidden />}
    />
  );
}
