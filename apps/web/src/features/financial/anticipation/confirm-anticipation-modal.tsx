import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AnticipationSimulationResponse } from '@repasse/core/contract/fees';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { SimulationTotals } from './simulation-totals.tsx';

type ConfirmAnticipationModalProps = {
  opened: boolean;
  simulation: AnticipationSimulationResponse;
  pending: boolean;
  error: Error | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** The last step: the amounts once more, and the button that anticipates. */
export function ConfirmAnticipationModal({
  opened,
  simulation,
  pending,
  error,
  onConfirm,
  onClose,
}: ConfirmAnticipationModalProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={t('anticipation.confirm.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('anticipation.confirm.message', {
            net: formatMoney(simulation.totals.net),
            fee: formatMoney(simulation.totals.fee),
            count: simulation.items.length,
          })}
        </Text>
        <SimulationTotals totals={simulation.totals} />
        {error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('anticipation.confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pending}>
            {t('anticipation.confirm.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
