import { IconFileSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function AdminOrderScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.adminOrder.title')}
      description={t('screens.adminOrder.description')}
      icon={<IconFileSearch size={28} stroke={1.5} aria-hidden />}
    />
  );
}
