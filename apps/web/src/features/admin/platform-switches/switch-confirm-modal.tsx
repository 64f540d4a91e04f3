import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlatformSwitches, PlatformSwitchName } from '@repasse/core/contract/admin-products';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useSavePlatformSwitches } from './api/platform-switches.ts';
import { flippedSwitches, switchTextKeys } from './switch-names.ts';

type SwitchConfirmModalProps = {
  /** The switch to flip; null keeps the dialog closed. */
  name: PlatformSwitchName | null;
  current: PlatformSwitches;
  onClose: () => void;
};

/** What flipping the switch does, said before it is flipped. */
export function SwitchConfirmModal({ name, current, onClose }: SwitchConfirmModalProps) {
  const { t } = useTranslation();
  const save = useSavePlatformSwitches();
  const [shown, setShown] = useState<PlatformSwitchName | null>(name);
  // Keep the last switch's texts while the dialog fades out.
  if (name && name !== shown) setShown(name);
  const keys = switchTextKeys(shown ?? 'withdrawalsPaused');
  const pausing = shown ? !current[shown] : true;

  const close = () => {
    if (save.isPending) return;
    save.reset();
    onClose();
  };
  const confirm = () => {
    if (!shown) return;
    save.mutate(flippedSwitches(current, shown), {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t(pausing ? keys.paused : keys.resumed),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
        save.reset();
        onClose();
      },
    });
  };

  return (
    <ResponsiveModal
      opened={name !== null}
      onClose={close}
      title={t(pausing ? keys.pauseTitle : keys.resumeTitle)}
      fullScreen={false}
      closeOnClickOutside={!save.isPending}
      closeOnEscape={!save.isPending}
    >
      <Stack gap="md">
        <Text size="sm">{t(pausing ? keys.pauseMessage : keys.resumeMessage)}</Text>
        {save.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('platformSwitches.failed')}
            role="alert"
          >
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={save.isPending} data-autofocus>
            {t('platformSwitches.cancel')}
          </Button>
          <Button color={pausing ? 'red.9' : 'teal.9'} onClick={confirm} loading={save.isPending}>
            {t(pausing ? keys.pause : keys.resume)}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
