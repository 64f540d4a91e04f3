import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Grid,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type Acquirer,
  type AcquirerBody,
  acquirerKinds,
  acquirerMethods,
  routedMethods,
} from '@repasse/core/contract/acquirers';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, get, useForm } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import {
  type AcquirerFormValues,
  acquirerFieldPaths,
  acquirerResolver,
} from './acquirer-form-values.ts';
import { AcquirerInstalmentsFieldset } from './acquirer-instalments-fieldset.tsx';
import { AcquirerMethodFieldset } from './acquirer-method-fieldset.tsx';
import { AcquirerTokensFieldset } from './acquirer-tokens-fieldset.tsx';
import { useSaveAcquirer } from './api/acquirers.ts';

type AcquirerFormProps = {
  /** null creates a new acquirer. */
  acquirer: Acquirer | null;
  initialValues: AcquirerFormValues;
  onSaved: () => void;
  onCancel: () => void;
};

/** Every field of an acquirer, checked with the shared schema before it is sent. */
export function AcquirerForm({ acquirer, initialValues, onSaved, onCancel }: AcquirerFormProps) {
  const { t } = useTranslation();
  const save = useSaveAcquirer();
  const form = useForm<AcquirerFormValues, unknown, AcquirerBody>({
    resolver: acquirerResolver,
    defaultValues: initialValues,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const error = (path: string) => fieldErrorText(t, get(errors, path));

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: acquirer?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t('acquirers.saved', { name: saved.name }),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          onSaved();
        },
        onError: (failure) => applyServerFieldErrors(setError, failure, acquirerFieldPaths),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="acquirer-form-title">
      <Stack gap="md">
        {save.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('acquirers.errors.save')}
            role="alert"
          >
            {save.error.message}
          </Alert>
        ) : null}
        <Fieldset legend={t('acquirers.sections.general')} radius="md">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('acquirers.fields.name')}
                required
                autoComplete="off"
                error={error('name')}
                {...register('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <NativeSelect
                label={t('acquirers.fields.kind')}
                required
                error={error('kind')}
                data={[
                  { value: '', label: t('common.select'), disabled: true },
                  ...acquirerKinds.map((kind) => ({
                    value: kind,
                    label: t(`acquirers.kinds.${kind}`),
                  })),
                ]}
                {...register('kind')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextInput
                label={t('acquirers.fields.apiUrl')}
                description={t('acquirers.fields.apiUrlHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                type="url"
                autoComplete="off"
                error={error('apiUrl')}
                {...register('apiUrl')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Controller
                control={control}
                name="active"
                render={({ field }) => (
                  <Switch
                    label={t('acquirers.fields.active')}
                    description={t('acquirers.fields.activeHint')}
                    checked={field.value}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            </Grid.Col>
            {acquirer ? (
              <Grid.Col span={12}>
                <Stack gap={4}>
                  <Text size="sm" fw={500} id="acquirer-webhook-label">
                    {t('acquirers.fields.webhookUrl')}
                  </Text>
                  <Group gap="xs" wrap="nowrap" align="center">
                    <Text
                      size="xs"
                      ff="monospace"
                      aria-labelledby="acquirer-webhook-label"
                      style={{ overflowWrap: 'anywhere', flex: 1 }}
                    >
                      {acquirer.webhookUrl}
                    </Text>
                    <CopyValueButton
                      value={acquirer.webhookUrl}
                      size="compact-sm"
                      variant="default"
                    />
                  </Group>
                </Stack>
              </Grid.Col>
            ) : null}
          </Grid>
        </Fieldset>
        <Controller
          control={control}
          name="methods"
          render={({ field }) => (
            <Checkbox.Group
              label={t('acquirers.fields.methods')}
              description={t('acquirers.fields.methodsHint')}
              required
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={error('methods')}
            >
              <Group gap="lg" mt="xs">
                {acquirerMethods.map((method) => (
                  <Checkbox key={method} value={method} label={t(`acquirers.methods.${method}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <AcquirerTokensFieldset form={form} stored={acquirer?.tokens ?? []} />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {routedMethods.map((method) => (
            <AcquirerMethodFieldset key={method} method={method} form={form} />
          ))}
        </SimpleGrid>
        <AcquirerInstalmentsFieldset form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('acquirers.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('acquirers.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
