import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserShield } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { rememberImpersonator } from '../../../shared/session/impersonation.ts';
import { ConfirmDialog } from '../panel-ui/confirm-dialog.tsx';
import { useImpersonate } from './api/impersonate.ts';

type ImpersonateButtonProps = { userId: string; name: string };

/**
 * "Act as this seller": keeps the administrator's token aside and opens the seller's session in
 * this tab through /impersonate; the banner there leads back.
 */
export function ImpersonateButton({ userId, name }: ImpersonateButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const impersonate = useImpersonate();
  const [confirming, setConfirming] = useState(false);

  const start = () =>
    impersonate.mutate(userId, {
      onSuccess: ({ token }) => {
        rememberImpersonator();
        navigate(`/impersonate?token=${encodeURIComponent(token)}`);
      },
      onError: (error) => {
        setConfirming(false);
        notifications.show({
          color: 'red',
          title: t('adminUsers.errors.impersonate'),
          message: error.message,
        });
      },
    });

  return (
    <>
      <Button
        color="yellow"
        variant="light"
        leftSection={<IconUserShield size={16} aria-hidden />}
        onClick={() => setConfirming(true)}
        fullWidth
      >
        {t('adminUsers.detail.impersonate')}
      </Button>
      <ConfirmDialog
        opened={confirming}
        title={t('adminUsers.detail.impersonateTitle')}
        confirmLabel={t('adminUsers.detail.impersonateConfirm')}
        color="yellow"
        loading={impersonate.isPending}
        onConfirm={start}
        onClose={() => setConfirming(false)}
      >
        {t('adminUsers.detail.impersonateMessage', { name })}
      </ConfirmDialog>
    </>
  );
}
