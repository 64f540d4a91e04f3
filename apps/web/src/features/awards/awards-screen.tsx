import { IconAward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function AwardsScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.awards.title')}
      description={t('screens.awards.description')}
      icon={<IconAward size={28} stroke={1.5} aria-hidden />}
    />
  );
}
