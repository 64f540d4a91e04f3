import { Button, Card } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { PayoutProvider } from '@repasse/core/contract/payout-providers';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { ConfirmDialog } from '../panel-ui/confirm-dialog.tsx';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { useMakeDefaultPayoutProvider, usePayoutProviders } from './api/payout-providers.ts';
import { PayoutProvidersCards } from './payout-providers-cards.tsx';
import { PayoutProvidersTable } from './payout-providers-table.tsx';
import { ProviderFormModal } from './provider-form-modal.tsx';

/** Admin → Settings → BaaS providers: who pays withdrawals out, at what cost, and the default. */
export default function PayoutProvidersPanel() {
  const { t } = useTranslation();
  const providers = usePayoutProviders();
  const makeDefault = useMakeDefaultPayoutProvider();
  const [editing, setEditing] = useState<PayoutProvider | 'new' | null>(null);
  const [promoting, setPromoting] = useState<PayoutProvider | null>(null);
  const phone = useMediaQuery('(max-width: 47.99em)', false);

  const confirmDefault = () => {
    if (!promoting) return;
    makeDefault.mutate(promoting.id, {
      onSuccess: (saved) => {
        setPromoting(null);
        notifications.show({
          color: 'teal',
          message: t('payoutProviders.madeDefault', { name: saved.name }),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
      onError: (error) => {
        setPromoting(null);
        notifications.show({
          color: 'red',
          title: t('payoutProviders.makeDefaultFailed'),
          message: error.message,
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
    });
  };

  const listProps = {
    providers: providers.data?.items,
    loading: providers.isPending,
    onEdit: setEditing,
    onMakeDefault: setPromoting,
  };

  return (
    <>
      <PanelHeader
        title={t('admin.panels.payoutProviders')}
        description={t('payoutProviders.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('payoutProviders.new')}
          </Button>
        }
      />
      {providers.isError ? (
        <LoadError
          title={t('payoutProviders.loadError')}
          error={providers.error}
          onRetry={() => void providers.refetch()}
          retrying={providers.isFetching}
        />
      ) : phone ? (
        <PayoutProvidersCards {...listProps} />
      ) : (
        <Card padding={0}>
          <PayoutProvidersTable {...listProps} />
        </Card>
      )}
      <ProviderFormModal editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        opened={promoting !== null}
        title={t('payoutProviders.makeDefaultTitle')}
        confirmLabel={t('payoutProviders.makeDefault')}
        color="brand"
        loading={makeDefault.isPending}
        onConfirm={confirmDefault}
        onClose={() => setPromoting(null)}
      >
        {t('payoutProviders.makeDefaultMessage', { name: promoting?.name ?? '' })}
      </ConfirmDialog>
    </>
  );
}
