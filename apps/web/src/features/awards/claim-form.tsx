import { Alert, Button, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AwardClaimDefaults, SellerAward } from '@repasse/core/contract/awards';
import { IconAlertCircle, IconShieldCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { fieldErrorText } from '../../shared/i18n/field-error.ts';
import {
  applyServerFieldErrors,
  serverFieldErrors,
} from '../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { FormCheckbox } from '../../shared/ui/form-checked.tsx';
import { useClaimAward } from './api/awards.ts';
import {
  type ClaimBody,
  type ClaimFormValues,
  claimFields,
  claimFormFrom,
  claimResolver,
} from './claim-form-values.ts';

type ClaimFormProps = {
  award: SellerAward;
  defaults: AwardClaimDefaults;
  onDone: () => void;
  onCancel: () => void;
};

/**
 * Where to ship a physical award and to whom: prefilled from the seller's account, the recipient's
 * name, CPF and birth date confirmed (18 or older, checked again by the server) before sending.
 */
export function ClaimForm({ award, defaults, onDone, onCancel }: ClaimFormProps) {
  const { t } = useTranslation();
  const claim = useClaimAward();
  const resolver = useMemo(() => claimResolver(award.id), [award.id]);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ClaimFormValues, unknown, ClaimBody>({
    resolver,
    defaultValues: claimFormFrom(defaults),
  });
  const error = (name: keyof ClaimFormValues) => fieldErrorText(t, errors[name]);

  const onSubmit = handleSubmit((body) =>
    claim.mutate(body, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          title: t('awards.claim.sentTitle'),
          message: t('awards.claim.sent', { name: award.name }),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
        onDone();
      },
      onError: (failure) => applyServerFieldErrors(setError, failure, claimFields),
    }),
  );

  // A refusal about one field shows under it; any other (already claimed, acting as the seller) above.
  const fieldFailed = Object.keys(serverFieldErrors(claim.error, claimFields)).length > 0;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('awards.claim.formLabel', { name: award.name })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('awards.claim.intro')}
        </Text>
        {claim.isError && !fieldFailed ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('awards.claim.failed')}
          >
            {claim.error.message}
          </Alert>
        ) : null}
        <Title order={3} fz="md">
          {t('awards.claim.recipient')}
        </Title>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('awards.claim.fields.recipientName')}
              required
              maxLength={160}
              autoComplete="name"
              data-autofocus
              error={error('recipientName')}
              {...register('recipientName')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('awards.claim.fields.recipientDocument')}
              required
              maxLength={20}
              inputMode="numeric"
              placeholder="000.000.000-00"
              error={error('recipientDocument')}
              {...register('recipientDocument')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="date"
              label={t('awards.claim.fields.recipientBirthDate')}
              description={t('awards.claim.fields.recipientBirthDateHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              autoComplete="bday"
              error={error('recipientBirthDate')}
              {...register('recipientBirthDate')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              type="tel"
              label={t('awards.claim.fields.phone')}
              required
              maxLength={30}
              autoComplete="tel"
              error={error('phone')}
              {...register('phone')}
            />
          </Grid.Col>
        </Grid>
        <Title order={3} fz="md">
          {t('awards.claim.address')}
        </Title>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('awards.claim.fields.postalCode')}
              required
              maxLength={12}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="00000-000"
              error={error('postalCode')}
              {...register('postalCode')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('awards.claim.fields.address')}
              required
              maxLength={200}
              autoComplete="address-line1"
              error={error('address')}
              {...register('address')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 5, sm: 4 }}>
            <TextInput
              label={t('awards.claim.fields.number')}
              required
              maxLength={20}
              error={error('number')}
              {...register('number')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 7, sm: 8 }}>
            <TextInput
              label={t('awards.claim.fields.complement')}
              maxLength={100}
              autoComplete="address-line2"
              error={error('complement')}
              {...register('complement')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('awards.claim.fields.city')}
              required
              maxLength={100}
              autoComplete="address-level2"
              error={error('city')}
              {...register('city')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label={t('awards.claim.fields.state')}
              required
              maxLength={60}
              autoComplete="address-level1"
              error={error('state')}
              {...register('state')}
            />
          </Grid.Col>
        </Grid>
        <Alert
          variant="light"
          color="blue"
          icon={<IconShieldCheck size={18} aria-hidden />}
          title={t('awards.claim.checksTitle')}
        >
          <Text size="sm">{t('awards.claim.checks')}</Text>
        </Alert>
        <FormCheckbox
          control={control}
          name="confirmed"
          label={t('awards.claim.fields.confirmed')}
          error={error('confirmed')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={claim.isPending}>
            {t('awards.cancel')}
          </Button>
          <Button type="submit" loading={claim.isPending}>
            {t('awards.claim.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
