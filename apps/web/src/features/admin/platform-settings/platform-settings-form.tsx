import {
  Alert,
  Button,
  Fieldset,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PlatformSettingsBody } from '@repasse/core/contract/fees';
import { instalmentFeePayers } from '@repasse/core/fees/platform-settings';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, get, useForm } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { PercentageInput } from '../../../shared/ui/percentage-input.tsx';
import { useSavePlatformSettings } from './api/platform-settings.ts';
import {
  type PlatformSettingsFormValues,
  platformSettingsResolver,
  settingsFieldPaths,
  settingsToForm,
} from './settings-form-values.ts';

type PlatformSettingsFormProps = { initialValues: PlatformSettingsFormValues };

const recoveryChannels = ['sms', 'whatsapp', 'email'] as const;

export function PlatformSettingsForm({ initialValues }: PlatformSettingsFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSavePlatformSettings();
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<PlatformSettingsFormValues, unknown, PlatformSettingsBody>({
    resolver: platformSettingsResolver,
    defaultValues: initialValues,
  });
  const error = (path: string) => fieldErrorText(t, get(errors, path));
  const money = (path: (typeof settingsFieldPaths)[number], label: string, hint?: string) => (
    <MoneyInput
      label={label}
      description={hint}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      required
      error={error(path)}
      {...register(path)}
    />
  );

  const wholeNumber = (
    path:
      | 'recoveryQuietHours.start'
      | 'recoveryQuietHours.end'
      | 'recoveryAttributionDays'
      | 'referralMonths',
    label: string,
    hint: string,
    range: { min: number; max: number },
  ) => (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={hint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          required
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          min={range.min}
          max={range.max}
          error={error(path)}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );

  const onSubmit = handleSubmit((body) =>
    save.mutate(body, {
      onSuccess: (saved) => {
        reset(settingsToForm(saved, locale));
        notifications.show({
          color: 'teal',
          message: t('platformSettings.saved'),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
      },
      onError: (failure) => applyServerFieldErrors(setError, failure, settingsFieldPaths),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('platformSettings.title')}>
      <Stack gap="md">
        {save.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {save.error.message}
          </Alert>
        ) : null}
        <Fieldset legend={t('platformSettings.sections.charges')} radius="md">
          <Stack gap="md">
            <Controller
              control={control}
              name="instalmentFeePayer"
              render={({ field }) => (
                <Radio.Group
                  label={t('platformSettings.fields.instalmentFeePayer')}
                  description={t('platformSettings.fields.instalmentFeePayerHint')}
                  required
                  error={error('instalmentFeePayer')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                >
                  <Group gap="lg" mt="xs">
                    {instalmentFeePayers.map((payer) => (
                      <Radio
                        key={payer}
                        value={payer}
                        label={t(`platformSettings.payers.${payer}`)}
                        onBlur={field.onBlur}
                      />
                    ))}
                  </Group>
                </Radio.Group>
              )}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {money(
                'minimumCharge',
                t('platformSettings.fields.minimumCharge'),
                t('platformSettings.fields.minimumChargeHint'),
              )}
              {money(
                'maximumCharge',
                t('platformSettings.fields.maximumCharge'),
                t('platformSettings.fields.maximumChargeHint'),
              )}
              <Controller
                control={control}
                name="reserveDays"
                render={({ field }) => (
                  <NumberInput
                    label={t('platformSettings.fields.reserveDays')}
                    description={t('platformSettings.fields.reserveDaysHint')}
                    inputWrapperOrder={['label', 'input', 'description', 'error']}
                    required
                    allowDecimal={false}
                    allowNegative={false}
                    clampBehavior="none"
                    error={error('reserveDays')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    ref={field.ref}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('platformSettings.sections.withdrawals')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {money('withdrawalMinimum', t('platformSettings.fields.withdrawalMinimum'))}
            {money(
              'withdrawalMaximum',
              t('platformSettings.fields.withdrawalMaximum'),
              t('platformSettings.fields.withdrawalMaximumHint'),
            )}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('platformSettings.sections.recovery')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {recoveryChannels.map((channel) =>
              money(`recoveryPrices.${channel}`, t(`platformSettings.channels.${channel}`)),
            )}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('platformSettings.sections.recoveryOutreach')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            {wholeNumber(
              'recoveryQuietHours.start',
              t('platformSettings.fields.quietHoursStart'),
              t('platformSettings.fields.quietHoursStartHint'),
              { min: 0, max: 24 },
            )}
            {wholeNumber(
              'recoveryQuietHours.end',
              t('platformSettings.fields.quietHoursEnd'),
              t('platformSettings.fields.quietHoursEndHint'),
              { min: 0, max: 24 },
            )}
            {wholeNumber(
              'recoveryAttributionDays',
              t('platformSettings.fields.attributionDays'),
              t('platformSettings.fields.attributionDaysHint'),
              { min: 1, max: 30 },
            )}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('platformSettings.sections.recoveryTopUp')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {money(
              'recoveryTopUpMinimum',
              t('platformSettings.fields.recoveryTopUpMinimum'),
              t('platformSettings.fields.recoveryTopUpMinimumHint'),
            )}
            {money(
              'recoveryTopUpMaximum',
              t('platformSettings.fields.recoveryTopUpMaximum'),
              t('platformSettings.fields.recoveryTopUpMaximumHint'),
            )}
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('platformSettings.sections.referrals')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <PercentageInput
              label={t('platformSettings.fields.referralPercentage')}
              description={t('platformSettings.fields.referralPercentageHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              error={error('referralPercentage')}
              {...register('referralPercentage')}
            />
            {wholeNumber(
              'referralMonths',
              t('platformSettings.fields.referralMonths'),
              t('platformSettings.fields.referralMonthsHint'),
              { min: 0, max: 60 },
            )}
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!isDirty || save.isPending} onClick={() => reset()}>
            {t('platformSettings.discard')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('platformSettings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
