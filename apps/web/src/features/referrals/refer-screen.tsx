import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function ReferScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.refer.title')}
      description={t('screens.refer.description')}
      icon={<IconLink size={28} stroke={1.5} aria-hidden />}
    />
  );
}
