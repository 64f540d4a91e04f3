import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ProducerAffiliate } from '@repasse/core/contract/affiliates';
import { IconBan, IconCheck, IconLockOpen, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useDecideAffiliation } from '../api/producer.ts';
import type { ReasonedAction } from './decision-modal.tsx';

type AffiliateActionsProps = {
  affiliate: ProducerAffiliate;
  /** Refusing and blocking ask for a reason first (the dialog). */
  onAskReason: (action: ReasonedAction) => void;
};

/**
 * What the producer can do from where an affiliate stands: approve or refuse a request, block an
 * approved affiliate, approve one refused before, unblock a blocked one.
 */
export function AffiliateActions({ affiliate, onAskReason }: AffiliateActionsProps) {
  const { t } = useTranslation();
  const decide = useDecideAffiliation();
  const name = affiliate.affiliate.name;
  const direct = (action: 'approve' | 'unblock') =>
    decide.mutate(
      { id: affiliate.id, body: { action } },
      {
        onSuccess: () =>
          notifications.show({
            color: 'teal',
            message: t(`affiliates.producer.decision.${action}Done`, { name }),
            closeButtonProps: { 'aria-label': t('common.close') },
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('affiliates.producer.decision.error'),
            message: error.message,
            closeButtonProps: { 'aria-label': t('common.close') },
          }),
      },
    );
  const label = (action: string) => t(`affiliates.producer.actions.${action}Of`, { name });
  const approve = (
    <Button
      size="xs"
      color="teal"
      leftSection={<IconCheck size={14} aria-hidden />}
      loading={decide.isPending}
      onClick={() => direct('approve')}
      aria-label={label('approve')}
    >
      {t('affiliates.producer.actions.approve')}
    </Button>
  );
  return (
    <Group gap={6} wrap="wrap">
      {affiliate.status === 'pending' ? (
        <>
          {approve}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconX size={14} aria-hidden />}
            onClick={() => onAskReason('refuse')}
            aria-label={label('refuse')}
          >
            {t('affiliates.producer.actions.refuse')}
          </Button>
        </>
      ) : affiliate.status === 'approved' ? (
        <Button
          size="xs"
          variant="default"
          color="red"
          leftSection={<IconBan size={14} aria-hidden />}
          onClick={() => onAskReason('block')}
          aria-label={label('block')}
        >
          {t('affiliates.producer.actions.block')}
        </Button>
      ) : affiliate.status === 'refused' ? (
        approve
      ) : (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconLockOpen size={14} aria-hidden />}
          loading={decide.isPending}
          onClick={() => direct('unblock')}
          aria-label={label('unblock')}
        >
          {t('affiliates.producer.actions.unblock')}
        </Button>
      )}
    </Group>
  );
}
