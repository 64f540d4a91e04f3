import {
  Alert,
  Anchor,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AffiliateProgram,
  type AffiliateProgramInput,
  affiliationApprovals,
  attributionModels,
  commissionNoticeDays,
} from '@repasse/core/contract/affiliates';
import { IconAlertCircle, IconCalendarEvent } from '@tabler/icons-react';
import { Controller, get, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { PercentageInput } from '../../../shared/ui/percentage-input.tsx';
import { useSaveAffiliateProgram } from '../api/program.ts';
import { commissionTermsText } from '../terms.ts';
import {
  commissionChanged,
  cookieChoices,
  type ProgramFormValues,
  programFieldPaths,
  programResolver,
  programToForm,
} from './program-form-values.ts';

type ProgramFormProps = {
  program: AffiliateProgram;
  productName: string;
  onDone: () => void;
  onCancel: () => void;
};

/** The invite link of an unlisted programme, as `/affiliates?invite=` on this site. */
export const inviteLinkOf = (inviteCode: string) =>
  `${window.location.origin}/affiliates?invite=${encodeURIComponent(inviteCode)}`;

/**
 * A product's affiliate programme: on or off, the commission (a change reaches new clicks only
 * after the notice period), the cookie window, the attribution, who may join and where it is
 * listed, and whether affiliates see the buyers.
 */
export function ProgramForm({ program, productName, onDone, onCancel }: ProgramFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  const save = useSaveAffiliateProgram();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ProgramFormValues, unknown, AffiliateProgramInput>({
    resolver: programResolver,
    defaultValues: programToForm(program, locale),
  });
  const values = useWatch({ control }) as ProgramFormValues;
  const error = (path: string) => fieldErrorText(t, get(errors, path));
  // The server makes affiliates wait for a new commission only when there are some to tell.
  const changing = commissionChanged(program, values) && program.affiliates.approved > 0;
  // A programme gets its invite code the first time it is saved.
  const inviteLink = program.inviteCode ? inviteLinkOf(program.inviteCode) : null;

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { productId: program.productId, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t(
              saved.scheduledCommission
                ? 'affiliates.program.savedScheduled'
                : 'affiliates.program.saved',
              {
                name: productName,
                date: formatDateTime(saved.scheduledCommission?.effectiveFrom),
              },
            ),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          onDone();
        },
        onError: (failure) => applyServerFieldErrors(setError, failure, programFieldPaths),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('affiliates.program.formLabel')}>
      <Stack gap="md">
        {save.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('affiliates.program.saveError')}
          >
            {save.error.message}
          </Alert>
        ) : null}
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch
              label={t('affiliates.program.enabled')}
              description={t('affiliates.program.enabledHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              name={field.name}
              data-autofocus
            />
          )}
        />
        <Fieldset legend={t('affiliates.program.commission')} radius="md">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <PercentageInput
                label={t('affiliates.program.percentage')}
                description={t('affiliates.program.percentageHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                required
                error={error('commission.percentage')}
                {...register('commission.percentage')}
              />
              <MoneyInput
                label={t('affiliates.program.fixed')}
                description={t('affiliates.program.fixedHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                error={error('commission.fixed')}
                {...register('commission.fixed')}
              />
            </SimpleGrid>
            {program.scheduledCommission ? (
              <Alert
                color="blue"
                variant="light"
                icon={<IconCalendarEvent size={18} aria-hidden />}
                data-testid="program-scheduled"
              >
                {t('affiliates.program.scheduled', {
                  current: commissionTermsText(program.commission, locale, money),
                  next: commissionTermsText(program.scheduledCommission, locale, money),
                  date: formatDateTime(program.scheduledCommission.effectiveFrom),
                })}
              </Alert>
            ) : null}
            <Text size="xs" c={changing ? undefined : 'dimmed'} aria-live="polite">
              {t(changing ? 'affiliates.program.noticeChanging' : 'affiliates.program.notice', {
                count: commissionNoticeDays,
              })}
            </Text>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('affiliates.program.rules')} radius="md">
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NativeSelect
                label={t('affiliates.program.cookieDays')}
                description={t('affiliates.program.cookieDaysHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={cookieChoices.map((choice) => ({
                  value: choice,
                  label:
                    choice === 'permanent'
                      ? t('affiliates.program.cookiePermanent')
                      : t('affiliates.program.cookieChoice', { count: Number(choice) }),
                }))}
                error={error('cookieDays')}
                {...register('cookieDays')}
              />
              <NativeSelect
                label={t('affiliates.program.attribution')}
                description={t(`affiliates.program.attributionHints.${values.attribution}`)}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                data={attributionModels.map((model) => ({
                  value: model,
                  label: t(`affiliates.attribution.${model}`),
                }))}
                error={error('attribution')}
                {...register('attribution')}
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="approval"
              render={({ field }) => (
                <Radio.Group
                  label={t('affiliates.program.approval')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  error={error('approval')}
                >
                  <Stack gap="xs" mt="xs">
                    {affiliationApprovals.map((approval) => (
                      <Radio
                        key={approval}
                        value={approval}
                        label={t(`affiliates.approval.${approval}`)}
                        description={t(`affiliates.program.approvalHints.${approval}`)}
                        onBlur={field.onBlur}
                      />
                    ))}
                  </Stack>
                </Radio.Group>
              )}
            />
            <Controller
              control={control}
              name="listed"
              render={({ field }) => (
                <Switch
                  label={t('affiliates.program.listed')}
                  description={t('affiliates.program.listedHint')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('affiliates.program.inviteLink')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('affiliates.program.inviteLinkHint')}
              </Text>
              {inviteLink ? (
                <Group gap="xs" wrap="wrap">
                  <Text
                    ff="monospace"
                    size="xs"
                    style={{ overflowWrap: 'anywhere', flex: '1 1 220px' }}
                    data-testid="program-invite-link"
                  >
                    {inviteLink}
                  </Text>
                  <CopyValueButton
                    size="xs"
                    value={inviteLink}
                    label={t('affiliates.program.copyInvite')}
                  />
                </Group>
              ) : (
                <Text size="xs" c="dimmed" fs="italic">
                  {t('affiliates.program.inviteAfterSave')}
                </Text>
              )}
            </Stack>
            <Controller
              control={control}
              name="shareBuyerContact"
              render={({ field }) => (
                <Switch
                  label={t('affiliates.program.shareBuyerContact')}
                  description={t('affiliates.program.shareBuyerContactHint')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  onBlur={field.onBlur}
                  name={field.name}
                />
              )}
            />
          </Stack>
        </Fieldset>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Anchor
            component={Link}
            to={`/affiliates?tab=affiliates&product=${program.productId}`}
            size="sm"
          >
            {t('affiliates.program.affiliates', {
              count: program.affiliates.approved,
              approved: program.affiliates.approved,
              pending: program.affiliates.pending,
            })}
          </Anchor>
          <Group gap="sm" ml="auto">
            <Button variant="default" onClick={onCancel}>
              {t('affiliates.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('affiliates.program.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
