import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminIntegration } from '@repasse/core/contract/integration-catalog';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { useAdminIntegrations, useReorderIntegrations } from './api/integrations.ts';
import { IntegrationFormModal } from './integration-form-modal.tsx';
import { movedOrder } from './integration-form-values.ts';
import { IntegrationsList } from './integrations-list.tsx';

/**
 * Admin → Settings → Integrations: the catalog sellers set integrations up from, in the order
 * they see it; each entry with its banner, texts, setup instructions and whether it is offered.
 */
export default function IntegrationsPanel() {
  const { t } = useTranslation();
  const entries = useAdminIntegrations();
  const reorder = useReorderIntegrations();
  const [editing, setEditing] = useState<AdminIntegration | 'new' | null>(null);

  const move = (index: number, step: -1 | 1) => {
    const ids = (entries.data?.items ?? []).map((entry) => entry.id);
    reorder.mutate(movedOrder(ids, index, step), {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('integrationCatalog.admin.reorderFailed'),
          message: error.message,
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
    });
  };

  return (
    <>
      <PanelHeader
        title={t('admin.panels.integrations')}
        description={t('integrationCatalog.admin.description')}
        actions={
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            {t('integrationCatalog.admin.new')}
          </Button>
        }
      />
      {entries.isError ? (
        <LoadError
          title={t('integrationCatalog.admin.loadError')}
          error={entries.error}
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
        />
      ) : (
        <IntegrationsList
          entries={entries.data?.items}
          loading={entries.isPending}
          moving={reorder.isPending}
          onMove={move}
          onEdit={setEditing}
        />
      )}
      <IntegrationFormModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
