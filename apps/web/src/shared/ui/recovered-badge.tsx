import { Badge, type BadgeProps } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation.ts';

/** Marks a sale won back by smart recovery (the orders list, an order, a recovered buyer). */
export function RecoveredBadge(props: Omit<BadgeProps, 'children'>) {
  const { t } = useTranslation();
  return (
    <Badge
      color="grape"
      variant="light"
      size="sm"
      leftSection={<IconHeartHandshake size={12} aria-hidden />}
      style={{ flexShrink: 0, minWidth: 'max-content' }}
      {...props}
    >
      {t('orders.recovered.badge')}
    </Badge>
  );
}
