import { Alert, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AdminAwardClaim,
  type AwardClaimTarget,
  awardClaimTransitionSchema,
} from '@repasse/core/contract/awards';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { convertingResolver } from '../../../shared/forms/converting-resolver.ts';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import {
  applyServerFieldErrors,
  serverFieldErrors,
} from '../../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useMoveAwardClaim } from './api/admin-awards.ts';

type MoveValues = { carrier: string; trackingCode: string; reason: string };
type MoveBody = z.output<typeof awardClaimTransitionSchema>;
const moveFields = ['carrier', 'trackingCode', 'reason'] as const;

/** What each move asks for: shipping a carrier and tracking code, refusing a reason. */
const fieldsOf = (to: AwardClaimTarget): (keyof MoveValues)[] =>
  to === 'shipped' ? ['carrier', 'trackingCode'] : to === 'refused' ? ['reason'] : [];

export const moveBodyOf = (to: AwardClaimTarget, values: MoveValues) => {
  const wanted = fieldsOf(to);
  return {
    to,
    ...Object.fromEntries(wanted.map((field) => [field, values[field]])),
  };
};

type ClaimMoveModalProps = {
  claim: AdminAwardClaim;
  to: AwardClaimTarget | null;
  onMoved: (claim: AdminAwardClaim) => void;
  onClose: () => void;
};

/** Confirms a move, with the carrier and tracking code of a shipment or the reason of a refusal. */
export function ClaimMoveModal({ claim, to, onMoved, onClose }: ClaimMoveModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={to !== null}
      onClose={onClose}
      fullScreen={false}
      title={to ? t(`awards.admin.moves.${to}.title`) : ''}
    >
      {to ? <MoveForm key={to} claim={claim} to={to} onMoved={onMoved} onClose={onClose} /> : null}
    </ResponsiveModal>
  );
}

function MoveForm({ claim, to, onMoved, onClose }: ClaimMoveModalProps & { to: AwardClaimTarget }) {
  const { t } = useTranslation();
  const move = useMoveAwardClaim();
  const resolver = useMemo(
    () =>
      convertingResolver(awardClaimTransitionSchema, (values: MoveValues) => ({
        body: moveBodyOf(to, values),
        unreadable: [],
      })) as Resolver<MoveValues, unknown, MoveBody>,
    [to],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MoveValues, unknown, MoveBody>({
    resolver,
    defaultValues: { carrier: '', trackingCode: '', reason: '' },
  });
  const error = (name: keyof MoveValues) => fieldErrorText(t, errors[name]);
  const fields = fieldsOf(to);
  const onSubmit = handleSubmit((body) =>
    move.mutate(
      { id: claim.id, body },
      {
        onSuccess: (moved) => {
          notifications.show({
            color: 'teal',
            message: t(`awards.admin.moves.${to}.done`),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          onMoved(moved);
          onClose();
        },
        onError: (failure) => applyServerFieldErrors(setError, failure, moveFields),
      },
    ),
  );
  const otherError =
    move.isError && Object.keys(serverFieldErrors(move.error, moveFields)).length === 0;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {t(`awards.admin.moves.${to}.message`, {
            award: claim.tier.name,
            seller: claim.seller.fullName,
            recipient: claim.recipientName,
          })}
        </Text>
        {fields.includes('carrier') ? (
          <TextInput
            label={t('awards.admin.moves.carrier')}
            placeholder={t('awards.admin.moves.carrierPlaceholder')}
            required
            maxLength={80}
            data-autofocus
            error={error('carrier')}
            {...register('carrier')}
          />
        ) : null}
        {fields.includes('trackingCode') ? (
          <TextInput
            label={t('awards.admin.moves.trackingCode')}
            required
            maxLength={80}
            error={error('trackingCode')}
            {...register('trackingCode')}
          />
        ) : null}
        {fields.includes('reason') ? (
          <Textarea
            label={t('awards.admin.moves.reason')}
            description={t('awards.admin.moves.reasonHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autosize
            minRows={3}
            maxLength={500}
            data-autofocus
            error={error('reason')}
            {...register('reason')}
          />
        ) : null}
        {otherError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('awards.admin.moves.failed')}
          >
            {move.error?.message}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={move.isPending}>
            {t('awards.cancel')}
          </Button>
          <Button
            type="submit"
            color={to === 'refused' ? 'red' : 'teal.9'}
            loading={move.isPending}
            data-autofocus={fields.length === 0 ? true : undefined}
          >
            {t(`awards.admin.moves.${to}.confirm`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
