import { Badge, Card, Group, Image, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { CheckoutCharge } from '@repasse/core/contract/products';
import { IconFlask, IconPhoto } from '@tabler/icons-react';
import { Suspense, useDeferredValue, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { lazyComponent } from '../../app/chunk-reload.ts';
import { isApiError } from '../../shared/http/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { checkoutAffiliate } from './affiliate-store.ts';
import { useCheckout } from './api/checkout.ts';
import { useRecoveryLink } from './api/recovery-link.ts';
import { CheckoutForm } from './checkout-form.tsx';
import {
  type CheckoutValues,
  emptyCheckoutValues,
  recoveredCheckoutValues,
} from './checkout-form-values.ts';
import { recoveryOffer } from './recovery-offer.ts';
import { useLeadCapture } from './use-lead-capture.ts';

/** A recovery link's token as the server writes them; anything else is no link at all. */
const recoveryTokenOf = (value: string | null) =>
  value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;

const loadChargeView = () => import('./charge-view.tsx');
/**
 * The Pix QR code, the boleto and the card's answer: a chunk of their own, fetched as soon as the
 * buyer starts filling the form, so the page itself paints sooner.
 */
const ChargeView = lazyComponent(loadChargeView, (m) => m.ChargeView);
const prefetchChargeView = () => void loadChargeView().catch(() => {});

/** The hosted checkout of a product: public, phone first, the seller's name as the brand. */
export function CheckoutScreen() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { productId = '' } = useParams();
  const checkout = useCheckout(productId);
  const [params] = useSearchParams();
  const recoveryToken = recoveryTokenOf(params.get('r'));
  const link = useRecoveryLink(recoveryToken);
  // The affiliate link the buyer came by (/go/<code>), or the one remembered for this product.
  const [affiliate] = useState(() => checkoutAffiliate(productId, params));
  // A link of another product, or one that expired (404), leaves the normal checkout.
  const recovered = link.data?.productId === productId ? link.data : null;
  const waitingForLink = recoveryToken !== null && link.isPending;
  const lead = useLeadCapture(productId, !recovered && !waitingForLink, affiliate);
  // The page is drawn with the product in a background render that React splits into short
  // tasks, while the skeleton stays on screen: no long task when the answer arrives.
  const data = useDeferredValue(checkout.data);
  const [charge, setCharge] = useState<CheckoutCharge | null>(null);
  const [values, setValues] = useState<CheckoutValues | null>(null);
  useDocumentTitle(data ? `${data.product.name} · ${data.seller.name}` : t('checkout.title'));

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

  if (!data) {
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
  const { product, seller } = data;
  const firstMethod = data.methods[0] ?? 'pix';
  const offer = recovered ? recoveryOffer(recovered, data.methods) : null;
  return (
    <Stack maw={960} mx="auto" gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {seller.name}
        </Title>
        {data.testMode ? (
          <Badge color="yellow" variant="light" leftSection={<IconFlask size={12} aria-hidden />}>
            {t('checkout.testMode')}
          </Badge>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card component="section" aria-labelledby="checkout-product" padding="lg">
          {product.imageUrl ? (
            <Card.Section mb="md">
              {/* Usually the page's largest element: asked for before other images. */}
              <Image src={product.imageUrl} alt="" h={200} fit="cover" fetchPriority="high" />
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
        <Card
          padding="lg"
          onFocusCapture={prefetchChargeView}
          onPointerDownCapture={prefetchChargeView}
        >
          {data.methods.length === 0 ? (
            <Text>{t('checkout.unavailable')}</Text>
          ) : charge ? (
            <Suspense fallback={<Skeleton h={320} radius="md" />}>
              <ChargeView key={charge.id} initial={charge} onRestart={() => setCharge(null)} />
            </Suspense>
          ) : waitingForLink ? (
            <Skeleton h={420} radius="md" role="status" aria-label={t('app.loading')} />
          ) : (
            <CheckoutForm
              checkout={data}
              values={
                values ??
                (recovered && offer
                  ? recoveredCheckoutValues(recovered.buyer, offer.method)
                  : emptyCheckoutValues(firstMethod))
              }
              lead={lead}
              affiliate={affiliate}
              recovery={
                recovered && offer && recoveryToken ? { token: recoveryToken, offer } : null
              }
              onCharged={(created, typed) => {
                lead.forget();
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
