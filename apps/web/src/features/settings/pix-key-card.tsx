import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, NativeSelect, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type PixKeyResponse, pixKeySchema } from '@repasse/core/contract/account';
import { pixKeyTypes } from '@repasse/core/pix/pix-key';
import { IconKey } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '../../shared/http/api-error.ts';
import { fieldErrorText } from '../../shared/i18n/field-error.ts';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { applyServerFieldErrors } from '../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { usePixKey, useUpdatePixKey } from './api/pix-key.ts';
import { SettingsCard } from './settings-card.tsx';

type PixKeyCardProps = { locked: boolean };

/** The Pix key withdrawals are paid to (docs/product.md §8 messages). */
export function PixKeyCard({ locked }: PixKeyCardProps) {
  const { t } = useTranslation();
  const pixKey = usePixKey();
  return (
    <SettingsCard
      title={t('settings.pixKey.title')}
      description={t('settings.pixKey.description')}
      icon={IconKey}
    >
      {pixKey.isPending ? (
        <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={16} w="60%" />
          <Skeleton h={36} />
        </Stack>
      ) : pixKey.isError ? (
        <LoadError
          title={t('settings.pixKey.loadError')}
          error={pixKey.error}
          onRetry={() => void pixKey.refetch()}
          retrying={pixKey.isFetching}
        />
      ) : (
        <PixKeyForm current={pixKey.data.pixKey} locked={locked} />
      )}
    </SettingsCard>
  );
}

type PixKeyFormProps = { current: PixKeyResponse['pixKey']; locked: boolean };

function PixKeyForm({ current, locked }: PixKeyFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdatePixKey();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    trigger,
    formState: { errors, isSubmitted },
  } = useForm<z.input<typeof pixKeySchema>, unknown, z.output<typeof pixKeySchema>>({
    resolver: zodResolver(pixKeySchema),
    defaultValues: { type: current?.type ?? 'cpf', key: current?.key ?? '' },
  });
  const type = watch('type');
  const typeField = register('type');

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('settings.pixKey.updated') }),
      onError: (error) => {
        applyServerFieldErrors(setError, error, ['type', 'key']);
        const answered = isApiError(error) && error.status >= 400 && error.status < 500;
        notifications.show({
          color: 'red',
          title: t(answered ? 'settings.pixKey.updateFailed' : 'settings.pixKey.updateError'),
          message: error.message,
        });
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm" role="status">
          {current ? (
            <>
              {t('settings.pixKey.current', {
                type: t(`settings.pixKey.types.${current.type}`),
              })}{' '}
              <Text span fw={700} style={{ overflowWrap: 'anywhere' }}>
                {current.key}
              </Text>
              <Text span c="dimmed" size="xs">
                {' '}
                · {t('settings.pixKey.updatedAt', { date: formatDateTime(current.updatedAt) })}
              </Text>
            </>
          ) : (
            <Text span c="dimmed">
              {t('settings.pixKey.none')}
            </Text>
          )}
        </Text>
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label={t('settings.pixKey.type')}
              required
              disabled={locked}
              data={pixKeyTypes.map((value) => ({
                value,
                label: t(`settings.pixKey.types.${value}`),
              }))}
              error={fieldErrorText(t, errors.type)}
              {...typeField}
              onChange={(event) => {
                void typeField.onChange(event);
                if (isSubmitted) void trigger('key');
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('settings.pixKey.key')}
              placeholder={t(`settings.pixKey.placeholders.${type}`)}
              inputMode={type === 'email' ? 'email' : type === 'random' ? 'text' : 'tel'}
              autoComplete="off"
              required
              disabled={locked}
              error={fieldErrorText(t, errors.key)}
              {...register('key')}
            />
          </Grid.Col>
        </Grid>
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={locked}>
            {t('settings.pixKey.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
