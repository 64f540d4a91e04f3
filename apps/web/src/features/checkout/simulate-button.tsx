import { Alert, Button, Stack } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useSimulateCheckoutPayment } from './api/checkout.ts';

/** Test mode only: asks the sandbox to pay this charge, as a buyer's bank would. */
export function SimulateButton({ chargeId }: { chargeId: string }) {
  const { t } = useTranslation();
  const simulate = useSimulateCheckoutPayment(chargeId);
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        leftSection={<IconFlask size={16} aria-hidden />}
        loading={simulate.isPending}
        onClick={() => simulate.mutate()}
      >
        {t('checkout.simulate')}
      </Button>
      {simulate.isError ? (
        <Alert color="red" variant="light" role="alert">
          {simulate.error.message}
        </Alert>
      ) : null}
    </Stack>
  );
}
