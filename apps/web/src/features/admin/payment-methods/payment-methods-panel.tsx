import { Alert, Card, Group, Skeleton, Stack, Switch, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type PaymentMethodsState,
  type RoutedMethod,
  routedMethods,
} from '@repasse/core/contract/acquirers';
import { IconBarcode, IconCreditCard, IconInfoCircle, IconQrcode } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { usePaymentMethods, useSavePaymentMethods } from './api/payment-methods.ts';

const methodIcons = {
  pix: IconQrcode,
  card: IconCreditCard,
  boleto: IconBarcode,
} satisfies Record<RoutedMethod, unknown>;
const methods = routedMethods.map((id) => ({ id, icon: methodIcons[id] }));

/** Admin → Settings → Payment methods: switch Pix, card or boleto off for every seller. */
export function PaymentMethodsPanel() {
  const { t } = useTranslation();
  const state = usePaymentMethods();
  const save = useSavePaymentMethods();
  const shown: PaymentMethodsState | undefined =
    save.isPending && save.variables ? save.variables : state.data;

  const toggle = (method: keyof PaymentMethodsState, active: boolean) => {
    if (!state.data) return;
    const name = t(`acquirers.methods.${method}`);
    save.mutate(
      { ...state.data, [method]: active },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(active ? 'paymentMethods.turnedOn' : 'paymentMethods.turnedOff', {
              method: name,
            }),
            closeButtonProps: { 'aria-label': t('common.close') },
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('paymentMethods.saveError'),
            message: error.message,
            closeButtonProps: { 'aria-label': t('common.close') },
          }),
      },
    );
  };

  return (
    <>
      <PanelHeader
        title={t('paymentMethods.title')}
        description={t('paymentMethods.description')}
      />
      <Alert variant="light" color="blue" mb="md" icon={<IconInfoCircle size={18} aria-hidden />}>
        {t('paymentMethods.explain')}
      </Alert>
      {state.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
          {methods.map(({ id }) => (
            <Skeleton key={id} h={72} radius="md" />
          ))}
        </Stack>
      ) : state.isError ? (
        <LoadError
          title={t('paymentMethods.loadError')}
          error={state.error}
          onRetry={() => void state.refetch()}
          retrying={state.isFetching}
        />
      ) : (
        <Stack
          gap="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('paymentMethods.title')}
        >
          {methods.map(({ id, icon: MethodIcon }) => {
            const active = shown?.[id] ?? true;
            return (
              <Card component="li" key={id} padding="md">
                <Group wrap="nowrap" gap="sm">
                  <ThemeIcon
                    variant="light"
                    size={40}
                    radius="md"
                    color={active ? 'brand' : 'gray'}
                    aria-hidden
                  >
                    <MethodIcon size={22} stroke={1.6} />
                  </ThemeIcon>
                  {/* The whole line is the switch's label, so the name and the hint toggle it. */}
                  <Switch
                    size="md"
                    labelPosition="left"
                    label={t(`acquirers.methods.${id}`)}
                    description={active ? t('paymentMethods.onHint') : t('paymentMethods.offHint')}
                    checked={active}
                    disabled={save.isPending}
                    onChange={(event) => toggle(id, event.currentTarget.checked)}
                    style={{ flex: 1, minWidth: 0 }}
                    styles={{
                      body: { justifyContent: 'space-between' },
                      labelWrapper: { flex: 1 },
                      label: { fontWeight: 600, fontSize: 'var(--mantine-font-size-md)' },
                    }}
                  />
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </>
  );
}

export default PaymentMethodsPanel;
