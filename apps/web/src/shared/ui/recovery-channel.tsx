import { Group, Text } from '@mantine/core';
import type { RecoveryChannel } from '@repasse/core/contract/recovery';
import {
  type Icon,
  IconBrandWhatsapp,
  IconDeviceMobileMessage,
  IconMail,
} from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation.ts';

/** One icon per outreach channel, the same on every screen that names a channel. */
export const recoveryChannelIcons: Record<RecoveryChannel, Icon> = {
  email: IconMail,
  sms: IconDeviceMobileMessage,
  whatsapp: IconBrandWhatsapp,
};

/** The channel's icon and name, on one line. */
export function RecoveryChannelLabel({
  channel,
  size = 'sm',
}: {
  channel: RecoveryChannel;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  const ChannelIcon = recoveryChannelIcons[channel];
  return (
    <Group gap={6} wrap="nowrap">
      <ChannelIcon size={size === 'xs' ? 14 : 16} aria-hidden />
      <Text size={size} span style={{ whiteSpace: 'nowrap' }}>
        {t(`recovery.channels.${channel}`)}
      </Text>
    </Group>
  );
}
