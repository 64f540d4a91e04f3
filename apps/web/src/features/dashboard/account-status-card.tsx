import { Badge, Button, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import type { SessionUser } from '@repasse/core/contract/auth';
import { IconCircleCheck, IconClockHour4, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';

const statusLook = {
  validate: { color: 'teal', icon: IconCircleCheck },
  not_validate: { color: 'yellow', icon: IconClockHour4 },
  notApplicable: { color: 'gray', icon: IconShieldCheck },
} as const;

type AccountStatusCardProps = { user: SessionUser };

export function AccountStatusCard({ user }: AccountStatusCardProps) {
  const { t } = useTranslation();
  const look = statusLook[user.documentStatus];
  const StatusIcon = look.icon;
  return (
    <Card>
      <Group justify="space-between" align="flex-start" gap="md">
        <Group align="flex-start" gap="md" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" color={look.color}>
            <StatusIcon size={24} stroke={1.6} aria-hidden />
          </ThemeIcon>
          <Stack gap={6}>
            <Text component="h2" fz="lg" fw={700} m={0}>
              {t('dashboard.status.title')}
            </Text>
            <Group gap="xs">
              <Badge color={look.color} variant="light">
                {t(`dashboard.status.${user.documentStatus}`)}
              </Badge>
              <Badge color="gray" variant="light">
                {t('dashboard.status.role')}: {t(`roles.${user.role}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t(`dashboard.status.${user.documentStatus}Description`)}
            </Text>
          </Stack>
        </Group>
        {user.documentStatus === 'not_validate' ? (
          <Button component={Link} to="/validation">
            {t('dashboard.status.validateAction')}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
