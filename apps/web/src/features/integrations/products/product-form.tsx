import {
  Alert,
  Button,
  Checkbox,
  Grid,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Product, ProductInput } from '@repasse/core/contract/products';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import { IconAlertCircle, IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { settings } from '../../../shared/config/settings.ts';
import { isApiError } from '../../../shared/http/api-error.ts';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { productImageSrc, useSaveProduct, useUploadProductImage } from '../api/products.ts';
import {
  newProductForm,
  type ProductFormValues,
  productFields,
  productResolver,
  productToForm,
} from './product-form-values.ts';
import { productImageProblem } from './product-image-check.ts';
import { ProductImageField } from './product-image-field.tsx';

type ProductFormProps = { product: Product | null; onDone: () => void; onCancel: () => void };

const instalmentChoices = Array.from({ length: 12 }, (_, i) => String(i + 1));

/**
 * Saves the product, then sends the chosen image. Should the image fail, the product is already
 * saved: the form stays open on it, so the seller can pick another file.
 */
export function ProductForm({ product, onDone, onCancel }: ProductFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveProduct();
  const upload = useUploadProductImage();
  const [saved, setSaved] = useState<Product | null>(product);
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ProductFormValues, unknown, ProductInput>({
    resolver: productResolver,
    defaultValues: product ? productToForm(product, locale) : newProductForm,
  });
  const error = (name: keyof ProductFormValues) => fieldErrorText(t, errors[name]);
  const acceptsCard = watch('methods').includes('card');
  // The refusal to put a blocked product back on sale is said under the switch, not twice.
  const answeredOnActive = isApiError(save.error) && Boolean(save.error.fields.active);

  const chooseFile = async (next: File | null) => {
    setImageError(null);
    if (next) {
      const problem = await productImageProblem(next);
      if (problem) {
        setImageError(t(problem));
        return;
      }
    }
    setFile(next);
  };

  const finish = (result: Product) => {
    notifications.show({
      color: 'teal',
      message: t('integrations.products.form.saved', { name: result.name }),
      closeButtonProps: { 'aria-label': t('common.close') },
    });
    onDone();
  };

  const sendImage = (target: Product) => {
    if (!file) {
      finish(target);
      return;
    }
    upload.mutate(
      { id: target.id, file },
      {
        onSuccess: finish,
        onError: (failure) =>
          setImageError(
            isApiError(failure) ? (failure.fields.file ?? failure.message) : failure.message,
          ),
      },
    );
  };

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: saved?.id ?? null, body },
      {
        onSuccess: (result) => {
          setSaved(result);
          sendImage(result);
        },
        onError: (failure) => applyServerFieldErrors(setError, failure, productFields),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {product?.blocked ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconBan size={18} aria-hidden />}
            title={t('adminProducts.blocked.formTitle', { brand: settings.brandName })}
            data-testid="product-blocked-notice"
          >
            {t('adminProducts.blocked.formBody', { reason: product.blocked.reason })}
          </Alert>
        ) : null}
        {save.isError && !answeredOnActive ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('integrations.saveError')}
          >
            {save.error.message}
          </Alert>
        ) : null}
        <TextInput
          label={t('integrations.products.form.name')}
          required
          maxLength={120}
          data-autofocus
          error={error('name')}
          {...register('name')}
        />
        <Textarea
          label={t('integrations.products.form.description')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          error={error('description')}
          {...register('description')}
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <MoneyInput
              label={t('integrations.products.form.price')}
              required
              error={error('price')}
              {...register('price')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              label={t('integrations.products.form.maxInstalments')}
              description={acceptsCard ? undefined : t('integrations.products.form.cardOnly')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              disabled={!acceptsCard}
              data={instalmentChoices.map((value) => ({
                value,
                label: t('integrations.products.instalments', { count: Number(value) }),
              }))}
              error={error('maxInstalments')}
              {...register('maxInstalments')}
            />
          </Grid.Col>
        </Grid>
        <Controller
          control={control}
          name="methods"
          render={({ field }) => (
            <Checkbox.Group
              label={t('integrations.products.form.methods')}
              required
              value={field.value}
              onChange={field.onChange}
              error={error('methods')}
            >
              <Group gap="lg" mt="xs">
                {paymentMethods.map((method) => (
                  <Checkbox key={method} value={method} label={t(`orders.methods.${method}`)} />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <ProductImageField
          currentUrl={saved ? productImageSrc(saved) : null}
          file={file}
          onFileChange={(next) => void chooseFile(next)}
          error={imageError}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              label={t('integrations.products.form.active')}
              description={t('integrations.products.form.activeHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              // A product the platform's team took off sale stays off sale (409 products.blocked).
              error={error('active')}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('integrations.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending || upload.isPending}>
            {t('integrations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
