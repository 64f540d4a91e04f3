import { IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UpcomingScreen } from '../../shared/ui/upcoming-screen.tsx';

export function OrderScreen() {
  const { t } = useTranslation();
  return (
    <UpcomingScreen
      title={t('screens.order.title')}
      description={t('screens.order.description')}
      icon={<IconFileInvoice size={28} stroke={1.5} aria-hidden />}
    />
  );
}
