import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function OrdersScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.orders.title')}
      description={t('screens.orders.description')}
      icon={<IconReceipt2 size={28} stroke={1.5} aria-hidden />}
    />
  );
}
