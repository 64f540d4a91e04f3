import { IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function AccountScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.account.title')}
      description={t('screens.account.description')}
      icon={<IconUserCircle size={28} stroke={1.5} aria-hidden />}
    />
  );
}
