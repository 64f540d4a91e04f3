import { Stack, Text } from '@mantine/core';
import { IconBan } from '@tabler/icons-react';
import { settings } from '../config/settings.ts';
import { formatDateTime } from '../i18n/format-date.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { StatusBadge, type StatusLook } from './status-badge.tsx';

export const productBlockedLook: StatusLook = { color: 'red', icon: IconBan };

type ProductBlockedNoteProps = {
  blocked: { at: string; reason: string };
  /** The date too (admins); sellers read it in their email. */
  withDate?: boolean;
};

/**
 * "Taken off sale by Repasse" and the reason the team gave: the seller's products and the admins'
 * product list say it alike.
 */
export function ProductBlockedNote({ blocked, withDate = false }: ProductBlockedNoteProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start" style={{ minWidth: 0 }}>
      <StatusBadge look={productBlockedLook} size="sm">
        {t('adminProducts.blocked.badge', { brand: settings.brandName })}
      </StatusBadge>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('adminProducts.blocked.reason', { reason: blocked.reason })}
        {withDate ? ` · ${formatDateTime(blocked.at)}` : ''}
      </Text>
    </Stack>
  );
}
