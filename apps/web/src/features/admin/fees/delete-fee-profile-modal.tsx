import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FeeProfileResponse } from '@repasse/core/contract/fees';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useDeleteFeeProfile } from './api/delete-fee-profile.ts';

type DeleteFeeProfileModalProps = { profile: FeeProfileResponse | null; onClose: () => void };

/** Asks before deleting; a profile in use is refused by the server, whose reason is shown here. */
export function DeleteFeeProfileModal({ profile, onClose }: DeleteFeeProfileModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteFeeProfile();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!profile) return;
    remove.mutate(profile.id, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('adminFees.delete.done', { id: profile.uniqueId }),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
        close();
      },
    });
  };
  return (
    <Modal
      opened={profile !== null}
      onClose={remove.isPending ? () => undefined : close}
      title={t('adminFees.delete.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">{t('adminFees.delete.message', { id: profile?.uniqueId ?? '' })}</Text>
        {remove.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {remove.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={remove.isPending}>
            {t('adminFees.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            {t('adminFees.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
