import { Alert, Button, Group, Text } from '@mantine/core';
import { IconDoorExit, IconUserShield } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endImpersonation } from '../../features/auth/api/end-impersonation.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { impersonationExitPath } from '../../shared/session/impersonation.ts';
import { useMe } from '../../shared/session/me-query.ts';
import { endSession } from '../../shared/session/session-store.ts';

/** Reminds an administrator that they act inside a seller's account, with the way back. */
export function ImpersonationBanner() {
  const { t } = useTranslation();
  const me = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [leaving, setLeaving] = useState(false);
  if (!me.data?.session.impersonatedBy) return null;
  const { user } = me.data;

  const exit = async () => {
    setLeaving(true);
    const restored = await endImpersonation();
    if (!restored) endSession();
    queryClient.clear();
    navigate(restored ? impersonationExitPath : '/auth', { replace: true });
  };

  return (
    <Alert
      variant="light"
      color="yellow"
      icon={<IconUserShield size={18} aria-hidden />}
      mb="lg"
      radius="md"
      role="region"
      aria-label={t('impersonation.label')}
    >
      <Group justify="space-between" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('impersonation.actingAs', { name: user.fullName })}
          </Text>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {t('impersonation.banner', { email: user.email })}
          </Text>
        </div>
        <Button
          size="xs"
          color="yellow"
          variant="filled"
          loading={leaving}
          onClick={() => void exit()}
          leftSection={<IconDoorExit size={14} aria-hidden />}
        >
          {t('impersonation.exit')}
        </Button>
      </Group>
    </Alert>
  );
}
