import { Alert, Button, DataList, Group, Stack, Textarea } from '@mantine/core';
import { type Discrepancy, resolveDiscrepancySchema } from '@repasse/core/contract/reconciliation';
import { IconAlertCircle } from '@tabler/icons-react';
import { useRequiredNote } from '../../../shared/forms/use-required-note.ts';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useResolveDiscrepancy } from './api/discrepancies.ts';
import {
  DiscrepancyReason,
  NoticeAmount,
  SellerAndOrder,
  useEventLabel,
} from './discrepancy-parts.tsx';

/** The server's limit (contract/reconciliation.ts); the field stops typing there. */
const noteMaxLength = 1000;

type ResolveDiscrepancyModalProps = { discrepancy: Discrepancy | null; onClose: () => void };

/**
 * Marking a held notice resolved needs a note: nothing moves in the ledger, so the note is the only
 * record of what the admin checked and did outside it (it also goes to the audit log).
 */
export function ResolveDiscrepancyModal({ discrepancy, onClose }: ResolveDiscrepancyModalProps) {
  const { t } = useTranslation();
  const eventLabel = useEventLabel();
  const resolve = useRequiredNote({
    schema: resolveDiscrepancySchema,
    field: 'note',
    mutation: useResolveDiscrepancy(),
    toVariables: (note) => (discrepancy ? { id: discrepancy.id, note } : null),
    doneMessage: t('adminReconciliation.resolve.done'),
    onClose,
  });

  return (
    <ResponsiveModal
      opened={discrepancy !== null}
      onClose={resolve.close}
      size="lg"
      title={t('adminReconciliation.resolve.title')}
    >
      {discrepancy ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            resolve.submit();
          }}
        >
          <Stack gap="md">
            <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />}>
              <DiscrepancyReason reason={discrepancy.reason} />
            </Alert>
            <DataList withDivider labelWidth={130}>
              <DataList.Item>
                <DataList.ItemLabel>
                  {t('adminReconciliation.columns.sellerOrder')}
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  <SellerAndOrder discrepancy={discrepancy} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('adminReconciliation.columns.notice')}</DataList.ItemLabel>
                <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>
                  {[
                    eventLabel(discrepancy.eventType),
                    discrepancy.acquirer?.name ?? t('adminReconciliation.unknownAcquirer'),
                    formatDateTime(discrepancy.createdAt),
                  ].join(' · ')}
                  {discrepancy.eventId ? ` · ${discrepancy.eventId}` : ''}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('adminReconciliation.columns.reported')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <NoticeAmount cents={discrepancy.reportedAmount} side="reported" />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>{t('adminReconciliation.columns.expected')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <NoticeAmount cents={discrepancy.expectedAmount} side="expected" />
                </DataList.ItemValue>
              </DataList.Item>
            </DataList>
            <Textarea
              label={t('adminReconciliation.resolve.note')}
              description={t('adminReconciliation.resolve.noteHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              autosize
              minRows={3}
              maxRows={10}
              maxLength={noteMaxLength}
              data-autofocus
              value={resolve.text}
              onChange={(event) => resolve.setText(event.currentTarget.value)}
              error={resolve.error}
            />
            {resolve.otherError ? (
              <Alert
                color="red"
                variant="light"
                icon={<IconAlertCircle size={18} aria-hidden />}
                title={t('adminReconciliation.resolve.failed')}
                role="alert"
              >
                {resolve.otherError.message}
              </Alert>
            ) : null}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={resolve.close} disabled={resolve.pending}>
                {t('adminUsers.cancel')}
              </Button>
              <Button type="submit" loading={resolve.pending}>
                {t('adminReconciliation.resolve.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </ResponsiveModal>
  );
}
