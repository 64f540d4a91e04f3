import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminProduct } from '@repasse/core/contract/admin-products';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../shared/http/api-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useSetAdminProductStatus } from './api/admin-products.ts';
import { checkDeactivationReason } from './deactivation-reason.ts';
import { productActionFor } from './product-filters.ts';

type ProductStatusModalProps = {
  /** The product acted on; null keeps the dialog closed. */
  product: AdminProduct | null;
  onClose: () => void;
};

/**
 * Taking a product off sale asks for the reason the seller reads (their email and their products
 * screen show it); putting it back asks for a confirmation. The server's refusals stay here.
 */
export function ProductStatusModal({ product, onClose }: ProductStatusModalProps) {
  const { t } = useTranslation();
  const mutation = useSetAdminProductStatus();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [shown, setShown] = useState<AdminProduct | null>(product);
  // Keep the last product while the dialog fades out.
  if (product && product !== shown) setShown(product);
  const action = shown ? productActionFor(shown) : 'deactivate';

  const finish = () => {
    setReason('');
    setReasonError(null);
    mutation.reset();
    onClose();
  };
  const close = () => {
    if (!mutation.isPending) finish();
  };

  const submit = () => {
    if (!shown) return;
    let body: { action: typeof action; reason?: string } = { action };
    if (action === 'deactivate') {
      const checked = checkDeactivationReason(reason);
      if (!checked.ok) {
        setReasonError(t(checked.messageKey));
        return;
      }
      body = { action, reason: checked.reason };
    }
    mutation.mutate(
      { id: shown.id, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t(`adminProducts.${action}.done`, { name: saved.name }),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          finish();
        },
        onError: (failure) => {
          const message = isApiError(failure) ? failure.fields.reason : undefined;
          if (message) setReasonError(message);
        },
      },
    );
  };
  const answeredOnReason = isApiError(mutation.error) && Boolean(mutation.error.fields.reason);

  return (
    <ResponsiveModal
      opened={product !== null}
      onClose={close}
      title={t(`adminProducts.${action}.title`)}
      fullScreen={false}
      closeOnClickOutside={!mutation.isPending}
      closeOnEscape={!mutation.isPending}
    >
      {shown ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              {t(`adminProducts.${action}.message`, {
                name: shown.name,
                seller: shown.seller.tradeName || shown.seller.email,
              })}
            </Text>
            {action === 'deactivate' ? (
              <Textarea
                label={t('adminProducts.deactivate.reason')}
                description={t('adminProducts.deactivate.reasonHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                required
                autosize
                minRows={3}
                maxLength={500}
                data-autofocus
                value={reason}
                onChange={(event) => {
                  setReason(event.currentTarget.value);
                  setReasonError(null);
                }}
                error={reasonError}
              />
            ) : null}
            {mutation.error && !answeredOnReason ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden />}
                title={t(`adminProducts.${action}.failed`)}
                role="alert"
              >
                {mutation.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button
                variant="default"
                onClick={close}
                disabled={mutation.isPending}
                data-autofocus={action === 'reactivate' ? true : undefined}
              >
                {t('adminProducts.cancel')}
              </Button>
              {/* red.9: white text on the default red.6 falls short of WCAG AA contrast. */}
              <Button
                type="submit"
                color={action === 'deactivate' ? 'red.9' : 'teal.9'}
                loading={mutation.isPending}
              >
                {t(`adminProducts.${action}.confirm`)}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </ResponsiveModal>
  );
}
