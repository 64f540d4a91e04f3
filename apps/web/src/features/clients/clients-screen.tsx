import { IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function ClientsScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.clients.title')}
      description={t('screens.clients.description')}
      icon={<IconUsers size={28} stroke={1.5} aria-hidden />}
    />
  );
}
