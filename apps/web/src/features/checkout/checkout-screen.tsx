import { Badge, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { CheckoutCharge } from '@repasse/core/contract/products';
import { IconFlask, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../shared/http/api-error.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { useCheckout } from './api/checkout.ts';
import { ChargeView } from './charge-view.tsx';
import { CheckoutForm } from './checkout-form.tsx';
import { type CheckoutValues, emptyCheckoutValues } from './checkout-form-values.ts';

/** The hosted checkout of a product: public, phone first, the seller's name as the brand. */
export function CheckoutScreen() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { productId = '' } = useParams();
  const checkout = useCheckout(productId);
  const [charge, setCharge] = useState<CheckoutCharge | null>(null);
  const [values, setValues] = useState<CheckoutValues | null>(null);
  useDocumentTitle(
    checkout.data
      ? `${checkout.data.product.name} · ${checkout.data.seller.name}`
      : t('checkout.title'),
  );

  if (checkout.isPending) {
    return (
      <Stack maw={960} mx="auto" gap="md" role="status" aria-label={t('app.loading')}>
        <Skeleton h={32} w={200} />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Skeleton h={280} radius="lg" />
          <Skeleton h={420} radius="lg" />
        </SimpleGrid>
      </Stack>
    );
  }
  if (checkout.isError) {
    const missing = isApiError(checkout.error) && checkout.error.status === 404;
    return (
      <Stack maw={560} mx="auto">
        <LoadError
          title={t(missing ? 'checkout.notFound' : 'checkout.loadError')}
          error={missing ? undefined : checkout.error}
          onRetry={() => void checkout.refetch()}
          retrying={checkout.isFetching}
        />
      </Stack>
    );
  }

  const { product, seller } = checkout.data;
  const firstMethod = checkout.data.methods[0] ?? 'pix';
  return (
    <Stack maw={960} mx="auto" gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {seller.name}
        </Title>
        {checkout.data.testMode ? (
          <Badge color="yellow" variant="light" leftSection={<IconFlask size={12} aria-hidden />}>
            {t('checkout.testMode')}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card component="section" aria-labelledby="checkout-product" padding="lg">
          {product.imageUrl ? (
            <Card.Section mb="md">
              <Image src={product.imageUrl} alt="" h={200} fit="cover" />
            </Card.Section>
          ) : (
            <Card.Section mb="md">
              <Group h={120} justify="center" bg="var(--mantine-color-default-hover)">
                <IconPhoto size={40} stroke={1.2} aria-hidden />
              </Group>
            </Card.Section>
          )}
          <Stack gap={6}>
            <Text id="checkout-product" component="h2" fz="lg" fw={700} m={0}>
              {product.name}
            </Text>
            {product.description ? (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {product.description}
              </Text>
            ) : null}
            <Text fz={28} fw={800} mt="xs">
              {money(product.price)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('checkout.soldBy', { seller: seller.name })}
            </Text>
          </Stack>
        </Card>
        <Card padding="lg">
          {checkout.data.methods.length === 0 ? (
            <Text>{t('checkout.unavailable')}</Text>
          ) : charge ? (
            <ChargeView key={charge.id} initial={charge} onRestart={() => setCharge(null)} />
          ) : (
            <CheckoutForm
              checkout={checkout.data}
              values={values ?? emptyCheckoutValues(firstMethod)}
              onCharged={(created, typed) => {
                setValues(typed);
                setCharge(created);
              }}
            />
          )}
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
