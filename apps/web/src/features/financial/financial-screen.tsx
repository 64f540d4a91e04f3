import { IconBuildingBank } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function FinancialScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.financial.title')}
      description={t('screens.financial.description')}
      icon={<IconBuildingBank size={28} stroke={1.5} aria-hidden />}
    />
  );
}
