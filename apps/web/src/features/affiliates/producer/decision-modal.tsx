import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  affiliationDecisionSchema,
  type ProducerAffiliate,
} from '@repasse/core/contract/affiliates';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useDecideAffiliation } from '../api/producer.ts';

/** The decisions that need a reason, told to the affiliate. */
export type ReasonedAction = 'refuse' | 'block';

type DecisionModalProps = {
  /** The affiliate and what is being done to them; null closes the dialog. */
  target: { affiliate: ProducerAffiliate; action: ReasonedAction } | null;
  onClose: () => void;
};

/** Refusing or blocking an affiliate, with the reason they will read (required). */
export function DecisionModal({ target, onClose }: DecisionModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={target !== null}
      onClose={onClose}
      title={target ? t(`affiliates.producer.decision.${target.action}Title`) : ''}
    >
      {target ? (
        <DecisionForm
          key={`${target.affiliate.id}-${target.action}`}
          {...target}
          onDone={onClose}
        />
      ) : null}
    </ResponsiveModal>
  );
}

type DecisionFormProps = {
  affiliate: ProducerAffiliate;
  action: ReasonedAction;
  onDone: () => void;
};

function DecisionForm({ affiliate, action, onDone }: DecisionFormProps) {
  const { t } = useTranslation();
  const decide = useDecideAffiliation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = affiliationDecisionSchema.safeParse({ action, reason });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
      return;
    }
    setError(null);
    decide.mutate(
      { id: affiliate.id, body: parsed.data },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            message: t(`affiliates.producer.decision.${action}Done`, {
              name: affiliate.affiliate.name,
            }),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          onDone();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t(`affiliates.producer.decision.${action}Description`, {
            name: affiliate.affiliate.name,
            product: affiliate.product.name,
          })}
        </Text>
        {decide.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
          >
            {decide.error.message}
          </Alert>
        ) : null}
        <Textarea
          label={t('affiliates.producer.decision.reason')}
          description={t('affiliates.producer.decision.reasonHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          autosize
          minRows={3}
          maxRows={6}
          maxLength={500}
          data-autofocus
          value={reason}
          error={error}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('affiliates.cancel')}
          </Button>
          <Button type="submit" color="red" loading={decide.isPending}>
            {t(`affiliates.producer.actions.${action}`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
