import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type PayoutProvider,
  type PayoutProviderInput,
  payoutProviderKinds,
} from '@repasse/core/contract/payout-providers';
import { IconAlertCircle } from '@tabler/icons-react';
import { get, useForm } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormSwitch } from '../../../shared/ui/form-checked.tsx';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { PercentageInput } from '../../../shared/ui/percentage-input.tsx';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useSavePayoutProvider } from './api/payout-providers.ts';
import {
  newProviderForm,
  type ProviderFormValues,
  providerFieldPaths,
  providerResolver,
  providerToForm,
} from './provider-form-values.ts';
import { TokenInput } from './token-input.tsx';

type ProviderFormModalProps = {
  /** null: closed; 'new': create; a provider: edit it. */
  editing: PayoutProvider | 'new' | null;
  onClose: () => void;
};

export function ProviderFormModal({ editing, onClose }: ProviderFormModalProps) {
  const { t } = useTranslation();
  const provider = editing === 'new' ? null : editing;
  return (
    <ResponsiveModal
      opened={editing !== null}
      onClose={onClose}
      size="lg"
      title={
        provider
          ? t('payoutProviders.form.editTitle', { name: provider.name })
          : t('payoutProviders.form.newTitle')
      }
    >
      {editing ? (
        <ProviderForm key={provider?.id ?? 'new'} provider={provider} onDone={onClose} />
      ) : null}
    </ResponsiveModal>
  );
}

function ProviderForm({
  provider,
  onDone,
}: {
  provider: PayoutProvider | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSavePayoutProvider();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<ProviderFormValues, unknown, PayoutProviderInput>({
    resolver: providerResolver,
    defaultValues: provider ? providerToForm(provider, locale) : newProviderForm(),
  });
  const error = (path: string) => fieldErrorText(t, get(errors, path));
  const kind = watch('kind');
  const tokens = watch('tokens');

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: provider?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t('payoutProviders.form.saved', { name: saved.name }),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          onDone();
        },
        onError: (failure) => applyServerFieldErrors(setError, failure, providerFieldPaths),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('payoutProviders.form.label')}>
      <Stack gap="md">
        {save.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('payoutProviders.form.failed')}
            role="alert"
          >
            {save.error.message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('payoutProviders.fields.name')}
            required
            data-autofocus
            error={error('name')}
            {...register('name')}
          />
          <NativeSelect
            label={t('payoutProviders.fields.kind')}
            required
            data={payoutProviderKinds.map((value) => ({
              value,
              label: t(`payoutProviders.kinds.${value}`),
            }))}
            error={error('kind')}
            {...register('kind')}
          />
        </SimpleGrid>
        <TextInput
          label={t('payoutProviders.fields.apiUrl')}
          description={t(`payoutProviders.apiUrlHints.${kind === 'sandbox' ? 'sandbox' : 'asaas'}`)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder="https://"
          type="url"
          error={error('apiUrl')}
          {...register('apiUrl')}
        />
        <Fieldset legend={t('payoutProviders.fields.tokens')} radius="md">
          <Stack gap="sm">
            {([0, 1, 2] as const).map((index) => (
              <TokenInput
                key={index}
                index={index}
                kind={kind === 'sandbox' ? 'sandbox' : 'asaas'}
                stored={provider?.tokens[index] ?? null}
                value={tokens[index]}
                error={error(`tokens.${index}`)}
                onChange={(next) => setValue(`tokens.${index}`, next, { shouldDirty: true })}
              />
            ))}
          </Stack>
        </Fieldset>
        <Fieldset legend={t('payoutProviders.fields.fees')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <MoneyInput
              label={t('payoutProviders.fields.fixedFee')}
              required
              error={error('fixedFee')}
              {...register('fixedFee')}
            />
            <PercentageInput
              label={t('payoutProviders.fields.percentageFee')}
              required
              error={error('percentageFee')}
              {...register('percentageFee')}
            />
          </SimpleGrid>
        </Fieldset>
        {provider?.isDefault ? (
          // Not registered: the default stays active, and its value stays the stored `true`.
          <Switch
            label={t('payoutProviders.fields.active')}
            description={t('payoutProviders.fields.activeDefault')}
            checked
            disabled
            readOnly
          />
        ) : (
          <FormSwitch control={control} name="active" label={t('payoutProviders.fields.active')} />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('payoutProviders.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('payoutProviders.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
