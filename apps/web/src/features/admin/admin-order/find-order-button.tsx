import { Button } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** The way to /admin-order from admin screens that list money without a row per order. */
export function FindOrderButton() {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      to="/admin-order"
      variant="default"
      leftSection={<IconFileSearch size={16} aria-hidden />}
    >
      {t('adminOrder.lookup.label')}
    </Button>
  );
}
