import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function AffiliatesScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.affiliates.title')}
      description={t('screens.affiliates.description')}
      icon={<IconUsersGroup size={28} stroke={1.5} aria-hidden />}
    />
  );
}
