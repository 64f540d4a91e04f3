import type { AdminIntegration } from '@repasse/core/contract/integration-catalog';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { IntegrationForm } from './integration-form.tsx';

type IntegrationFormModalProps = {
  /** null: closed; 'new': create; an entry: edit it. */
  editing: AdminIntegration | 'new' | null;
  onClose: () => void;
};

export function IntegrationFormModal({ editing, onClose }: IntegrationFormModalProps) {
  const { t } = useTranslation();
  const entry = editing === 'new' ? null : editing;
  return (
    <ResponsiveModal
      opened={editing !== null}
      onClose={onClose}
      size="xl"
      title={
        entry
          ? t('integrationCatalog.admin.form.editTitle', { title: entry.title })
          : t('integrationCatalog.admin.form.newTitle')
      }
    >
      {editing ? <IntegrationForm key={entry?.id ?? 'new'} entry={entry} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}
