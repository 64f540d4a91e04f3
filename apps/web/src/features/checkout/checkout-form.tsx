import {
  Alert,
  Button,
  Fieldset,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Checkout, CheckoutCharge } from '@repasse/core/contract/products';
import {
  IconAlertTriangle,
  IconBarcode,
  IconCreditCard,
  IconLock,
  IconQrcode,
} from '@tabler/icons-react';
import { type FocusEvent, useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { isApiError } from '../../shared/http/api-error.ts';
import { fieldErrorText, serverErrorType } from '../../shared/i18n/field-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import type { CheckoutAffiliate } from './affiliate-store.ts';
import { type CheckoutSubmission, useCreateCheckoutCharge } from './api/checkout.ts';
import { type CheckoutValues, checkoutResolver } from './checkout-form-values.ts';
import type { LeadFields } from './lead-capture.ts';
import type { RecoveryOffer } from './recovery-offer.ts';
import type { LeadCaptureHandle } from './use-lead-capture.ts';

const cardFieldOf: Record<string, keyof CheckoutValues> = {
  'card.number': 'number',
  'card.holderName': 'holderName',
  'card.expMonth': 'expiry',
  'card.expYear': 'expiry',
  'card.cvv': 'cvv',
};

const methodIcons = { pix: IconQrcode, card: IconCreditCard, boleto: IconBarcode } as const;

type CheckoutFormProps = {
  checkout: Checkout;
  values: CheckoutValues;
  /** The buyer's name and contact as they are typed and left (the lead). */
  lead: Pick<LeadCaptureHandle, 'typed' | 'left' | 'settle'>;
  /** The affiliate link the buyer came by, sent with the charge. */
  affiliate?: CheckoutAffiliate | null;
  /** A checkout reopened from a recovery message: its token and what it offers. */
  recovery: { token: string; offer: RecoveryOffer } | null;
  onCharged: (charge: CheckoutCharge, values: CheckoutValues) => void;
};

const buyerFields = (values: Partial<CheckoutValues>): LeadFields => ({
  name: values.name ?? '',
  email: values.email ?? '',
  phone: values.phone ?? '',
});
const leadFieldNames = new Set(['name', 'email', 'phone']);

/** The buyer's details, the method and, for a card, the card and its instalments. */
export function CheckoutForm({
  checkout,
  values,
  lead,
  affiliate = null,
  recovery,
  onCharged,
}: CheckoutFormProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const resolver = useMemo(() => checkoutResolver(() => new Date()), []);
  const form = useForm<CheckoutValues, unknown, CheckoutSubmission>({
    defaultValues: values,
    resolver,
  });
  const create = useCreateCheckoutCharge(checkout);
  const method = useWatch({ control: form.control, name: 'method' });
  const instalments = useWatch({ control: form.control, name: 'instalments' });
  const error = (field: keyof CheckoutValues) => fieldErrorText(t, form.formState.errors[field]);
  const maxInstalments = recovery?.offer.maxInstalments ?? null;
  // After a refused card, a card again only in fewer instalments than it had.
  const instalmentOptions =
    maxInstalments === null
      ? checkout.instalmentOptions
      : checkout.instalmentOptions.filter((o) => o.instalments <= maxInstalments);
  const option = instalmentOptions.find((o) => String(o.instalments) === instalments);
  const total = method === 'card' && option ? option.total : checkout.product.price;

  // Changes typed, not the values the form starts with (a retry keeps what was typed).
  useEffect(() => {
    const subscription = form.watch((typed, { name }) => {
      if (name && leadFieldNames.has(name)) lead.typed(buyerFields(typed));
    });
    return () => subscription.unsubscribe();
  }, [form, lead.typed]);
  const buyerField = (name: 'name' | 'email' | 'phone') => {
    const field = form.register(name);
    return {
      ...field,
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        void field.onBlur(event);
        lead.left(buyerFields(form.getValues()));
      },
    };
  };

  const submit = form.handleSubmit(async (body) => {
    // The lead on its way, if any, must reach the charge: left behind, it would be messaged.
    const leadToken = await lead.settle();
    const request = {
      ...body,
      ...(leadToken ? { leadToken } : {}),
      ...(recovery ? { recoveryToken: recovery.token } : {}),
      ...(affiliate ? { affiliate } : {}),
    };
    create.mutate(request, {
      onSuccess: (charge) => onCharged(charge, form.getValues()),
      onError: (failure) => {
        // The vault checks the card again (expiry, brand); its answers belong on the fields.
        if (!isApiError(failure)) return;
        for (const [path, message] of Object.entries(failure.fields)) {
          const field = cardFieldOf[path];
          if (field) form.setError(field, { type: serverErrorType, message });
        }
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="checkout-form-title">
      <Stack gap="md">
        <Text id="checkout-form-title" component="h2" fz="lg" fw={700} m={0}>
          {t('checkout.form.title')}
        </Text>
        {recovery ? (
          <Text size="sm" c="dimmed" data-testid="checkout-welcome-back">
            {t('checkout.recovery.welcome')}
          </Text>
        ) : null}
        {recovery?.offer.note === 'cardRefused' ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            data-testid="checkout-card-refused"
          >
            {t('checkout.recovery.cardRefused')}
          </Alert>
        ) : null}
        <Fieldset legend={t('checkout.form.buyer')} variant="unstyled">
          <Stack gap="sm">
            <TextInput
              label={t('checkout.form.name')}
              autoComplete="name"
              required
              {...buyerField('name')}
              error={error('name')}
            />
            <TextInput
              label={t('checkout.form.email')}
              type="email"
              autoComplete="email"
              required
              {...buyerField('email')}
              error={error('email')}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                label={t('checkout.form.document')}
                inputMode="numeric"
                required
                {...form.register('document')}
                error={error('document')}
              />
              <TextInput
                label={t('checkout.form.phone')}
                type="tel"
                autoComplete="tel"
                {...buyerField('phone')}
                error={error('phone')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>

        <Stack gap={6}>
          <Text component="span" size="sm" fw={500} id="checkout-method-label">
            {t('checkout.form.method')}
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="checkout-method-label"
            value={method}
            onChange={(value) => form.setValue('method', value as CheckoutValues['method'])}
            data={checkout.methods.map((value) => {
              const Icon = methodIcons[value];
              return {
                value,
                label: (
                  <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                    <Icon size={16} aria-hidden />
                    {t(`checkout.methods.${value}`)}
                  </span>
                ),
              };
            })}
          />
        </Stack>

        {method === 'card' ? (
          <Fieldset legend={t('checkout.form.card')} variant="unstyled">
            <Stack gap="sm">
              <TextInput
                label={t('checkout.form.cardNumber')}
                inputMode="numeric"
                autoComplete="cc-number"
                required
                {...form.register('number')}
                error={error('number')}
              />
              <TextInput
                label={t('checkout.form.holderName')}
                autoComplete="cc-name"
                required
                {...form.register('holderName')}
                error={error('holderName')}
              />
              <SimpleGrid cols={2} spacing="sm">
                <TextInput
                  label={t('checkout.form.expiry')}
                  placeholder={t('checkout.form.expiryPlaceholder')}
                  autoComplete="cc-exp"
                  inputMode="numeric"
                  required
                  {...form.register('expiry')}
                  error={error('expiry')}
                />
                <TextInput
                  label={t('checkout.form.cvv')}
                  autoComplete="cc-csc"
                  inputMode="numeric"
                  required
                  {...form.register('cvv')}
                  error={error('cvv')}
                />
              </SimpleGrid>
              <NativeSelect
                label={t('checkout.form.instalments')}
                description={
                  maxInstalments === null
                    ? undefined
                    : t('checkout.recovery.fewerInstalments', { count: maxInstalments })
                }
                {...form.register('instalments')}
                data={instalmentOptions.map((o) => ({
                  value: String(o.instalments),
                  label:
                    o.instalments === 1
                      ? t('checkout.form.oneInstalment', { total: money(o.total) })
                      : t('checkout.form.instalmentOption', {
                          count: o.instalments,
                          value: money(o.instalmentValue),
                          total: money(o.total),
                        }),
                }))}
              />
              {option && option.firstInstalmentValue !== option.instalmentValue ? (
                <Text size="xs" c="dimmed">
                  {t('checkout.form.firstInstalment', {
                    value: money(option.firstInstalmentValue),
                  })}
                </Text>
              ) : null}
            </Stack>
          </Fieldset>
        ) : null}

        <Text size="md" fw={600} data-testid="checkout-total">
          {t('checkout.form.total', { total: money(total) })}
        </Text>
        {create.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('checkout.form.failed')}>
            {create.error.message}
          </Alert>
        ) : null}
        <Button
          type="submit"
          size="md"
          loading={create.isPending}
          leftSection={<IconLock size={16} aria-hidden />}
        >
          {t(`checkout.form.submit.${method}`)}
        </Button>
      </Stack>
    </form>
  );
}
